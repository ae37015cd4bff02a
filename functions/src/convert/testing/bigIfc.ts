/**
 * Writes a valid IFC4 file with `elementCount` simple elements for load tests (the 50k-element
 * benchmark): walls and columns alternately, each with its own placement, its own extruded solid and
 * its own property set, all contained in one storey of project → site → building → storey. Lengths
 * are in millimetres (as most authoring tools write them), so the unit conversion is exercised too.
 * The output is deterministic: the same count gives the same text.
 */
const GUID_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';

/** A 22-character IFC GlobalId made from a counter (unique for every counter value). */
export function ifcGuid(counter: number): string {
  let text = '';
  let value = counter;
  for (let i = 0; i < 21; i += 1) {
    text = GUID_CHARS[value % 64] + text;
    value = Math.floor(value / 64);
  }
  return `2${text}`;
}

/** Grid spacing of the elements, millimetres. */
const SPACING = 2000;
const STOREY_HEIGHT = 3000;

class StepWriter {
  private next = 1;
  private guids = 0;
  readonly lines: string[] = [];

  add(entity: string): string {
    const id = `#${this.next++}`;
    this.lines.push(`${id}=${entity};`);
    return id;
  }

  guid(): string {
    this.guids += 1;
    return `'${ifcGuid(this.guids)}'`;
  }
}

function header(elementCount: number): string[] {
  return [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION(('ViewDefinition [ReferenceView_V1.2]'),'2;1');",
    `FILE_NAME('generated-${elementCount}.ifc','2024-01-01T00:00:00',('Loopline'),('Loopline'),'bigIfc','bigIfc','');`,
    "FILE_SCHEMA(('IFC4'));",
    'ENDSEC;',
    'DATA;',
  ];
}

export function generateIfc(elementCount: number): string {
  if (!Number.isInteger(elementCount) || elementCount < 1)
    throw new RangeError('elementCount must be a positive integer');
  const w = new StepWriter();
  const person = w.add("IFCPERSON($,'Generator',$,$,$,$,$,$)");
  const org = w.add("IFCORGANIZATION($,'Loopline',$,$,$)");
  const app = w.add(`IFCAPPLICATION(${org},'1.0','Loopline bigIfc','bigIfc')`);
  const owner = w.add(
    `IFCOWNERHISTORY(${w.add(`IFCPERSONANDORGANIZATION(${person},${org},$)`)},${app},$,.ADDED.,$,$,$,1704067200)`,
  );
  const origin = w.add('IFCCARTESIANPOINT((0.,0.,0.))');
  const up = w.add('IFCDIRECTION((0.,0.,1.))');
  const world = w.add(`IFCAXIS2PLACEMENT3D(${origin},${up},${w.add('IFCDIRECTION((1.,0.,0.))')})`);
  const context = w.add(`IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,${world},$)`);
  const body = w.add(
    `IFCGEOMETRICREPRESENTATIONSUBCONTEXT('Body','Model',*,*,*,*,${context},$,.MODEL_VIEW.,$)`,
  );
  const units = [
    w.add('IFCSIUNIT(*,.LENGTHUNIT.,.MILLI.,.METRE.)'),
    w.add('IFCSIUNIT(*,.AREAUNIT.,$,.SQUARE_METRE.)'),
    w.add('IFCSIUNIT(*,.VOLUMEUNIT.,$,.CUBIC_METRE.)'),
    w.add('IFCSIUNIT(*,.PLANEANGLEUNIT.,$,.RADIAN.)'),
  ];
  const unitAssignment = w.add(`IFCUNITASSIGNMENT((${units.join(',')}))`);
  const project = w.add(
    `IFCPROJECT(${w.guid()},${owner},'Generated project',$,$,$,$,(${context}),${unitAssignment})`,
  );
  const sitePlacement = w.add(`IFCLOCALPLACEMENT($,${world})`);
  const site = w.add(`IFCSITE(${w.guid()},${owner},'Site',$,$,${sitePlacement},$,$,.ELEMENT.,$,$,$,$,$)`);
  const buildingPlacement = w.add(`IFCLOCALPLACEMENT(${sitePlacement},${world})`);
  const building = w.add(
    `IFCBUILDING(${w.guid()},${owner},'Building',$,$,${buildingPlacement},$,$,.ELEMENT.,$,$,$)`,
  );
  const storeyPlacement = w.add(`IFCLOCALPLACEMENT(${buildingPlacement},${world})`);
  const storey = w.add(
    `IFCBUILDINGSTOREY(${w.guid()},${owner},'Level 1',$,$,${storeyPlacement},$,$,.ELEMENT.,0.)`,
  );
  w.add(`IFCRELAGGREGATES(${w.guid()},${owner},$,$,${project},(${site}))`);
  w.add(`IFCRELAGGREGATES(${w.guid()},${owner},$,$,${site},(${building}))`);
  w.add(`IFCRELAGGREGATES(${w.guid()},${owner},$,$,${building},(${storey}))`);
  const profileCentre = w.add(`IFCAXIS2PLACEMENT2D(${w.add('IFCCARTESIANPOINT((0.,0.))')},$)`);

  const columns = Math.ceil(Math.sqrt(elementCount));
  const elements: string[] = [];
  for (let i = 0; i < elementCount; i += 1) {
    const isWall = i % 2 === 0;
    const x = (i % columns) * SPACING;
    const y = Math.floor(i / columns) * SPACING;
    const point = w.add(`IFCCARTESIANPOINT((${x}.,${y}.,0.))`);
    const placement = w.add(
      `IFCLOCALPLACEMENT(${storeyPlacement},${w.add(`IFCAXIS2PLACEMENT3D(${point},$,$)`)})`,
    );
    const length = isWall ? 1000 + (i % 5) * 150 : 300;
    const profile = w.add(
      `IFCRECTANGLEPROFILEDEF(.AREA.,$,${profileCentre},${length}.,${isWall ? 200 : 300}.)`,
    );
    const solid = w.add(`IFCEXTRUDEDAREASOLID(${profile},$,${up},${STOREY_HEIGHT}.)`);
    const shape = w.add(`IFCSHAPEREPRESENTATION(${body},'Body','SweptSolid',(${solid}))`);
    const definition = w.add(`IFCPRODUCTDEFINITIONSHAPE($,$,(${shape}))`);
    const kind = isWall ? 'IFCWALL' : 'IFCCOLUMN';
    const name = `${isWall ? 'Wall' : 'Column'} ${i + 1}`;
    const element = w.add(
      `${kind}(${w.guid()},${owner},'${name}',$,$,${placement},${definition},'E${i + 1}',${isWall ? '.STANDARD.' : '.COLUMN.'})`,
    );
    elements.push(element);
    const props = [
      w.add(`IFCPROPERTYSINGLEVALUE('Reference',$,IFCIDENTIFIER('E-${i + 1}'),$)`),
      w.add(`IFCPROPERTYSINGLEVALUE('IsExternal',$,IFCBOOLEAN(${i % 3 === 0 ? '.T.' : '.F.'}),$)`),
      w.add(`IFCPROPERTYSINGLEVALUE('Length',$,IFCLENGTHMEASURE(${length}.),$)`),
    ];
    const pset = w.add(
      `IFCPROPERTYSET(${w.guid()},${owner},'${isWall ? 'Pset_WallCommon' : 'Pset_ColumnCommon'}',$,(${props.join(',')}))`,
    );
    w.add(`IFCRELDEFINESBYPROPERTIES(${w.guid()},${owner},$,$,(${element}),${pset})`);
  }
  w.add(`IFCRELCONTAINEDINSPATIALSTRUCTURE(${w.guid()},${owner},$,$,(${elements.join(',')}),${storey})`);
  return [...header(elementCount), ...w.lines, 'ENDSEC;', 'END-ISO-10303-21;', ''].join('\n');
}
