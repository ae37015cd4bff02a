import { XMLParser } from 'fast-xml-parser';
import type { Box, Detail, Loop, Pipeline } from '../engine/types.ts';

/** What a DEXPI file says a drawing holds, in the shape the accuracy harness scores against. */
export interface DexpiTruth {
  /** `drawn`: a label on the sheet shows the tag (DEXPI keeps tags it does not draw, e.g. an actuating system's). */
  details: (Omit<Detail, 'id' | 'confidence' | 'fields'> & { drawn: boolean })[];
  pipelines: Omit<Pipeline, 'detailId'>[];
  loops: Loop[];
}

interface XmlNode {
  [key: string]: unknown;
}

interface Element {
  name: string;
  id: string;
  componentClass: string;
  node: XmlNode;
  parent: Element | undefined;
  attrs: Map<string, string>;
}

/**
 * DEXPI XML carries positions but not label extents in the drawing's own frame, so the truth has no
 * boxes: items are matched by tag text (the scorer's `boxes: false`).
 */
const NO_BOX: Box = { x: 0, y: 0, w: 0, h: 0 };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  processEntities: true,
});

/**
 * Reads a DEXPI (Proteus schema 4.x) plant model: equipment by TagName, actuated valves by their
 * actuating system number and safety valves by their position number, instrumentation functions as
 * category + functions + number ("PI 4712.01"), piping network systems as the label DEXPI draws
 * (fluid code, line number, piping class, nominal diameter: "MNc 47127 75HB13 50") with the tagged
 * items their segments connect, and loops as the instrumentation functions of each loop function with
 * the valves they actuate.
 */
export function readDexpi(xml: string): DexpiTruth {
  const root = parser.parse(xml) as XmlNode;
  const elements: Element[] = [];
  walk(root, undefined, elements);
  const byId = new Map(elements.map((e) => [e.id, e]));
  const tagOf = new Map<string, { type: Detail['type']; tag: string; category: string; drawn: boolean }>();
  // Labels name what they show by (item, attribute) references.
  const shown = new Set<string>();
  collect(root, 'ObjectAttributesReference', (r) => shown.add(`${r['@ItemID']}|${r['@DependantAttribute']}`));
  const drawn = (e: Element, attribute: string) => shown.has(`${e.id}|${attribute}`);

  for (const e of elements) {
    const tag = e.attrs.get('TagNameAssignmentClass');
    if (e.name === 'Equipment' && tag)
      tagOf.set(e.id, { type: 'equipment', tag, category: e.componentClass, drawn: drawn(e, 'TagName') });
    const position = e.attrs.get('PositionNumberAssignmentClass');
    if (e.name === 'PipingComponent' && position)
      tagOf.set(e.id, {
        type: 'valve',
        tag: position,
        category: e.componentClass,
        drawn: drawn(e, 'PositionNumber'),
      });
    const actuating = e.attrs.get('ActuatingSystemNumberAssignmentClass');
    if (e.name === 'ActuatingSystem' && actuating)
      tagOf.set(e.id, {
        type: 'valve',
        tag: actuating,
        category: e.componentClass,
        drawn: drawn(e, 'ActuatingSystemNumber'),
      });
    if (e.name === 'ProcessInstrumentationFunction') {
      const letters = `${e.attrs.get('ProcessInstrumentationFunctionCategoryAssignmentClass') ?? ''}${
        e.attrs.get('ProcessInstrumentationFunctionsAssignmentClass') ?? ''
      }`;
      const number = e.attrs.get('ProcessInstrumentationFunctionNumberAssignmentClass');
      if (letters && number)
        tagOf.set(e.id, {
          type: 'instrument',
          tag: `${letters} ${number}`,
          category: e.componentClass,
          drawn: drawn(e, 'ProcessInstrumentationFunctionNumber'),
        });
    }
  }
  // The valve an actuating system works is a piping component: it carries the system's tag too, so
  // a line through that valve connects the tag.
  for (const e of elements) {
    if (e.name !== 'ActuatingSystem') continue;
    const system = tagOf.get(e.id);
    if (!system) continue;
    for (const ref of descendants(e, elements).filter((d) => d.componentClass === 'OperatedValveReference'))
      for (const a of associations(ref.node, 'refers to')) if (!tagOf.has(a)) tagOf.set(a, { ...system });
  }
  const details = [...new Map([...tagOf.values()].map((t) => [`${t.type}|${t.tag}`, t])).values()].map(
    (t) => ({ type: t.type, category: t.category, tag: t.tag, box: NO_BOX, drawn: t.drawn }),
  );

  const pipelines: DexpiTruth['pipelines'] = [];
  for (const system of elements.filter((e) => e.name === 'PipingNetworkSystem')) {
    const label = [
      system.attrs.get('FluidCodeAssignmentClass'),
      system.attrs.get('LineNumberAssignmentClass'),
      system.attrs.get('PipingClassCodeAssignmentClass'),
      system.attrs.get('NominalDiameterNumericalValueRepresentationAssignmentClass'),
    ];
    if (label.some((v) => !v)) continue;
    const lineNumber = label.join(' ');
    details.push({
      type: 'line',
      category: system.componentClass,
      tag: lineNumber,
      box: NO_BOX,
      drawn: drawn(system, 'LineNumber'),
    });
    const connected = new Set<string>();
    const owner = (id: string) => {
      for (let e = byId.get(id); e; e = e.parent) {
        const t = tagOf.get(e.id);
        if (t) return t.tag;
      }
      return undefined;
    };
    for (const part of descendants(system, elements)) {
      const own = tagOf.get(part.id);
      if (own && part.name !== 'PipingNetworkSystem') connected.add(own.tag);
      for (const c of children(part.node, 'Connection')) {
        for (const end of [c['@FromID'], c['@ToID']]) {
          const t = typeof end === 'string' ? owner(end) : undefined;
          if (t) connected.add(t);
        }
      }
    }
    pipelines.push({ lineNumber, connected: [...connected] });
  }

  const loops: Loop[] = [];
  for (const loop of elements.filter((e) => e.name === 'InstrumentationLoopFunction')) {
    const tags = new Set<string>();
    for (const f of elements.filter((e) => e.name === 'ProcessInstrumentationFunction')) {
      if (!associations(f.node, 'is a part of').includes(loop.id)) continue;
      const own = tagOf.get(f.id);
      if (own) tags.add(own.tag);
      for (const d of descendants(f, elements)) {
        const actuated = d.attrs.get('ActuatingFunctionNumberAssignmentClass');
        if (actuated) tags.add(actuated);
      }
    }
    const loopNumber = loop.attrs.get('InstrumentationLoopFunctionNumberAssignmentClass') ?? loop.id;
    if (tags.size) loops.push({ loopNumber, tags: [...tags] });
  }
  return { details, pipelines, loops };
}

function walk(node: XmlNode, parent: Element | undefined, out: Element[]): void {
  for (const [name, value] of Object.entries(node)) {
    if (name.startsWith('@') || !Array.isArray(value)) continue;
    for (const child of value as XmlNode[]) {
      if (typeof child !== 'object' || child === null) continue;
      const id = child['@ID'];
      let here = parent;
      if (typeof id === 'string') {
        here = {
          name,
          id,
          componentClass: String(child['@ComponentClass'] ?? name),
          node: child,
          parent,
          attrs: genericAttributes(child),
        };
        out.push(here);
      }
      walk(child, here, out);
    }
  }
}

function collect(node: XmlNode, name: string, found: (n: XmlNode) => void): void {
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@') || !Array.isArray(value)) continue;
    for (const child of value as XmlNode[]) {
      if (typeof child !== 'object' || child === null) continue;
      if (key === name) found(child);
      collect(child, name, found);
    }
  }
}

function children(node: XmlNode, name: string): XmlNode[] {
  const v = node[name];
  return Array.isArray(v) ? (v as XmlNode[]) : [];
}

/** The element's own generic attributes (Name → Value), not those of elements nested in it. */
function genericAttributes(node: XmlNode): Map<string, string> {
  const out = new Map<string, string>();
  for (const set of children(node, 'GenericAttributes'))
    for (const a of children(set, 'GenericAttribute')) {
      const name = a['@Name'];
      const value = a['@Value'];
      if (typeof name === 'string' && value !== undefined && !out.has(name)) out.set(name, String(value));
    }
  return out;
}

function associations(node: XmlNode, type: string): string[] {
  return children(node, 'Association')
    .filter((a) => a['@Type'] === type)
    .map((a) => String(a['@ItemID']));
}

function descendants(of: Element, all: Element[]): Element[] {
  return all.filter((e) => {
    for (let p: Element | undefined = e; p; p = p.parent) if (p === of) return true;
    return false;
  });
}
