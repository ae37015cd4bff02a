/**
 * A recognised drawing as a DEXPI (Proteus schema 4.1) plant model: equipment by TagName, piping network
 * systems per line number (fluid code, line number, piping class, nominal diameter from the line's fields)
 * with one segment holding the valves on the line and a connection to each piece of equipment it joins
 * (through a nozzle), instrumentation functions (category + functions + number) located in the segment
 * they measure, control valves as actuating systems operating a globe valve, and loops as instrumentation
 * loop functions. No graphics: the export carries the plant model, which is what `readDexpi` reads back.
 */

/** What the export needs of a detail row. */
interface ExportDetail {
  id: string;
  kind: string;
  category: string;
  tag: string;
  fields: Record<string, string>;
  /** The line-number detail whose pipeline joins the item ('0' when none). */
  parentId: string;
}

interface ExportModel {
  drawingName: string;
  details: ExportDetail[];
  loops: { loopNum: string; tags: string[] }[];
  now?: Date;
}

const esc = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 cannot carry these characters
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

const RDL = 'http://sandbox.dexpi.org/rdl/';

function attrs(values: [string, string | undefined][]): string {
  const set = values.filter(([, v]) => v !== undefined && v !== '') as [string, string][];
  if (!set.length) return '';
  return `<GenericAttributes Set="DexpiAttributes" Number="${set.length}">${set
    .map(
      ([name, value]) =>
        `<GenericAttribute Name="${name}AssignmentClass" AttributeURI="${RDL}${name}AssignmentClass" Format="string" Value="${esc(value)}"/>`,
    )
    .join('')}</GenericAttributes>`;
}

/** A label that shows an attribute of its item (what marks a DEXPI tag as drawn). */
const label = (id: string, cls: string, itemId: string, attribute: string) =>
  `<Label ID="${id}" ComponentClass="${cls}"><Text><ObjectAttributesReference ItemID="${itemId}" DependantAttribute="${attribute}" DependantAttributeContents="Value"/></Text></Label>`;

const EQUIPMENT_CLASSES: [RegExp, string][] = [
  [/pump/i, 'CentrifugalPump'],
  [/tank/i, 'Tank'],
  [/vessel|drum|column|tower/i, 'Vessel'],
  [/exchanger|cooler|heater|condenser/i, 'HeatExchanger'],
  [/compressor/i, 'Compressor'],
];
const VALVE_CLASSES: Record<string, string> = {
  gate: 'GateValve',
  globe: 'GlobeValve',
  ball: 'BallValve',
  check: 'CheckValve',
  control: 'GlobeValve',
};

const equipmentClass = (category: string) =>
  EQUIPMENT_CLASSES.find(([re]) => re.test(category))?.[1] ?? 'CustomEquipment';

/** "PIC-101A" → category P, functions IC, number 101A (ISA-5.1: first letter the variable). */
export function instrumentParts(tag: string) {
  const m = /^([A-Za-z]+)[\s-]*(.+)$/.exec(tag.trim());
  if (!m) return { category: '', functions: '', number: tag.trim() };
  const letters = m[1] ?? '';
  return { category: letters.slice(0, 1), functions: letters.slice(1), number: m[2] ?? '' };
}

/** A line number's DEXPI label parts: the rule set's fields, else the whole tag as the line number. */
function lineParts(d: ExportDetail) {
  const f = d.fields ?? {};
  return {
    fluid: f.service ?? '',
    number: f.sequence || d.tag,
    spec: f.spec ?? f.class ?? '',
    size: (f.size ?? '').replace(/["″]$/, ''),
  };
}

/** The DEXPI XML of a drawing's details and loops. */
export function writeDexpi(model: ExportModel): string {
  const now = model.now ?? new Date();
  const out: string[] = [];
  let n = 0;
  const next = (prefix: string) => `${prefix}-${++n}`;
  const tagged = model.details.filter((d) => d.tag);
  const equipment = tagged.filter((d) => d.kind === 'equipment');
  const valves = tagged.filter((d) => d.kind === 'valve');
  const instruments = tagged.filter((d) => d.kind === 'instrument');
  const lines = tagged.filter((d) => d.kind === 'line');
  const lineIds = new Set(lines.map((l) => l.id));

  out.push(
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<PlantModel>`,
    `<PlantInformation Application="Dexpi" ApplicationVersion="1.3" Date="${now.toISOString().slice(0, 10)}" Discipline="PID" Is3D="no" OriginatingSystem="Loopline" OriginatingSystemVendor="Loopline" OriginatingSystemVersion="1" SchemaVersion="4.1.1" Time="${now.toISOString().slice(11, 19)}" Units="mm"><UnitsOfMeasure/></PlantInformation>`,
    `<MetaData ID="MetaData-1" ComponentClass="MetaData">${attrs([['DrawingName', model.drawingName]])}</MetaData>`,
  );

  // Equipment, each with one nozzle per line that joins it (the lines connect to the nozzles).
  const nozzleOf = new Map<string, string>();
  const equipmentId = new Map<string, string>();
  for (const e of equipment) {
    if (equipmentId.has(e.tag)) continue;
    const id = next('Equipment');
    equipmentId.set(e.tag, id);
    const joining = [
      ...new Set(equipment.filter((x) => x.tag === e.tag && lineIds.has(x.parentId)).map((x) => x.parentId)),
    ];
    const nozzles = joining.map((lineId, i) => {
      const nozzle = next('Nozzle');
      nozzleOf.set(`${e.tag}|${lineId}`, nozzle);
      return `<Nozzle ID="${nozzle}" ComponentClass="Nozzle">${attrs([['SubTagName', `N${i + 1}`]])}</Nozzle>`;
    });
    out.push(
      `<Equipment ID="${id}" ComponentClass="${equipmentClass(e.category)}">${label(next('EquipmentTagNameLabel'), 'EquipmentTagNameLabel', id, 'TagName')}${attrs([['TagName', e.tag]])}${nozzles.join('')}</Equipment>`,
    );
  }

  // Valves sit in the segment of their line; control valves are operated by an actuating system.
  const valveIds = new Map<ExportDetail, string>();
  const actuating: string[] = [];
  for (const v of valves) {
    const id = next(VALVE_CLASSES[v.category] ?? 'CustomPipingComponent');
    valveIds.set(v, id);
    if (v.category === 'control') {
      const system = next('ActuatingSystem');
      actuating.push(
        `<ActuatingSystem ID="${system}" ComponentClass="ActuatingSystem">${label(next('ActuatingSystemNumberLabel'), 'ActuatingSystemNumberLabel', system, 'ActuatingSystemNumber')}${attrs([['ActuatingSystemNumber', v.tag]])}<ActuatingSystemComponent ID="${next('OperatedValveReference')}" ComponentClass="OperatedValveReference"><Association Type="refers to" ItemID="${id}"/></ActuatingSystemComponent></ActuatingSystem>`,
      );
    }
  }
  const valveXml = (v: ExportDetail) => {
    const id = valveIds.get(v) as string;
    const cls = VALVE_CLASSES[v.category] ?? 'CustomPipingComponent';
    if (v.category === 'control') return `<PipingComponent ID="${id}" ComponentClass="${cls}"/>`;
    return `<PipingComponent ID="${id}" ComponentClass="${cls}">${label(next('ValveLabel'), 'ValveLabel', id, 'PositionNumber')}${attrs([['PositionNumber', v.tag]])}</PipingComponent>`;
  };
  out.push(...actuating);

  // One piping network system per line number; valves not on a line go to a system without a label.
  const segmentOfLine = new Map<string, string>();
  const systemXml = (line: ExportDetail | null, members: ExportDetail[]) => {
    const system = next('PipingNetworkSystem');
    const segment = next('PipingNetworkSegment');
    if (line) segmentOfLine.set(line.id, segment);
    const parts = line ? lineParts(line) : null;
    const connections = line
      ? members
          .filter((m) => m.kind === 'equipment')
          .map((m) => nozzleOf.get(`${m.tag}|${line.id}`))
          .filter((x): x is string => !!x)
          .map((nozzle) => `<Connection ToID="${nozzle}" ToNode="1"/>`)
      : [];
    const lineLabel = line
      ? `<Label ID="${next('PipingNetworkSystemLabel')}" ComponentClass="PipingNetworkSystemLabel"><Text>${[
          'FluidCode',
          'LineNumber',
          'PipingClassCode',
          'NominalDiameterNumericalValueRepresentation',
        ]
          .map(
            (a) =>
              `<ObjectAttributesReference ItemID="${system}" DependantAttribute="${a}" DependantAttributeContents="Value"/>`,
          )
          .join('')}</Text></Label>`
      : '';
    return `<PipingNetworkSystem ID="${system}" ComponentClass="PipingNetworkSystem">${lineLabel}${
      parts
        ? attrs([
            ['FluidCode', parts.fluid],
            ['LineNumber', parts.number],
            ['PipingClassCode', parts.spec],
            ['NominalDiameterNumericalValueRepresentation', parts.size],
          ])
        : ''
    }<PipingNetworkSegment ID="${segment}" ComponentClass="PipingNetworkSegment">${members
      .filter((m) => m.kind === 'valve')
      .map(valveXml)
      .join('')}${connections.join('')}</PipingNetworkSegment></PipingNetworkSystem>`;
  };
  for (const line of lines)
    out.push(
      systemXml(
        line,
        tagged.filter((d) => d.parentId === line.id),
      ),
    );
  const loose = valves.filter((v) => !lineIds.has(v.parentId));
  if (loose.length) out.push(systemXml(null, loose));

  // Instrumentation functions, in the loop their tag belongs to; a loop's control valves are actuated by
  // its controller (functions with C), else its first instrument.
  const loopOf = new Map<string, string>();
  const loopIds = model.loops.map((l) => {
    const id = next('InstrumentationLoopFunction');
    for (const t of l.tags) if (!loopOf.has(t)) loopOf.set(t, id);
    return { ...l, id };
  });
  const controlTags = new Set(valves.filter((v) => v.category === 'control').map((v) => v.tag));
  const actuatedBy = new Map<string, string[]>();
  for (const l of model.loops) {
    const own = l.tags.filter((t) => instruments.some((i) => i.tag === t));
    const host = own.find((t) => instrumentParts(t).functions.includes('C')) ?? own[0];
    if (host)
      actuatedBy.set(
        host,
        l.tags.filter((t) => controlTags.has(t)),
      );
  }
  const seen = new Set<string>();
  for (const i of instruments) {
    if (seen.has(i.tag)) continue;
    seen.add(i.tag);
    const id = next('ProcessInstrumentationFunction');
    const p = instrumentParts(i.tag);
    const shape =
      i.category === 'field' ? 'INSTRUMENTATION_BUBBLE_SHAPE_FIELD' : 'INSTRUMENTATION_BUBBLE_SHAPE_CENTRAL';
    const loop = loopOf.get(i.tag);
    const segment = segmentOfLine.get(i.parentId);
    const sensor = segment
      ? `<ProcessSignalGeneratingFunction ID="${next('ProcessSignalGeneratingFunction')}" ComponentClass="ProcessSignalGeneratingFunction"><Association Type="is located in" ItemID="${segment}"/></ProcessSignalGeneratingFunction>`
      : '';
    const actuated = (actuatedBy.get(i.tag) ?? [])
      .map(
        (tag) =>
          `<ActuatingFunction ID="${next('ActuatingFunction')}" ComponentClass="ActuatingFunction">${attrs([['ActuatingFunctionNumber', tag]])}</ActuatingFunction>`,
      )
      .join('');
    out.push(
      `<ProcessInstrumentationFunction ID="${id}" ComponentClass="ProcessInstrumentationFunction" ComponentName="${shape}">${label(next('ProcessInstrumentationFunctionLabel'), 'ProcessInstrumentationFunctionLabel', id, 'ProcessInstrumentationFunctionNumber')}${attrs(
        [
          ['ProcessInstrumentationFunctionCategory', p.category],
          ['ProcessInstrumentationFunctionNumber', p.number],
          ['ProcessInstrumentationFunctions', p.functions],
        ],
      )}${loop ? `<Association Type="is a part of" ItemID="${loop}"/>` : ''}${sensor}${actuated}</ProcessInstrumentationFunction>`,
    );
  }
  for (const l of loopIds)
    out.push(
      `<InstrumentationLoopFunction ID="${l.id}" ComponentClass="InstrumentationLoopFunction">${attrs([['InstrumentationLoopFunctionNumber', l.loopNum]])}</InstrumentationLoopFunction>`,
    );
  out.push('</PlantModel>');
  return out.join('\n');
}
