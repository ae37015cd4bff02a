import { createRequire } from 'node:module';
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { PreviewRefusedError } from './errors.ts';

/**
 * The part of jsdom used here. jsdom ships no types and @types/jsdom pulls the DOM lib into the whole
 * server program, so it is loaded untyped and described by this interface.
 */
interface JsdomModule {
  JSDOM: new (
    html?: string,
  ) => { window: { XMLSerializer: new () => { serializeToString(node: object): string } } };
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;

/**
 * Uploaded SVG is cleaned with DOMPurify (its SVG and SVG-filter profiles) on a jsdom window, plus
 * a stricter reference policy: nothing may be loaded from elsewhere. href/xlink:href/src keep only
 * local '#id' targets (and base64 raster data: images); CSS and attribute values keep url() only for
 * the same; @import, @font-face, image-set and CSS escapes drop the style. No script, no on*
 * attributes, no javascript: URLs, no foreignObject, no comments or processing instructions.
 */

export const SVG_SANITIZE_MAX_BYTES = 32 * 1024 * 1024;

const SVG_NS = 'http://www.w3.org/2000/svg';
const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'xml:base']);
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,/i;
const CSS_UNSAFE = /\\|@import|@font-face|image-set|expression\s*\(|javascript:/i;
const CSS_URL_START = /url\(\s*['"]?\s*/gi;

const CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  ADD_TAGS: ['use'],
  FORBID_TAGS: ['foreignObject', 'foreignobject', 'script', 'iframe', 'embed', 'object'],
  SAFE_FOR_XML: true,
};

/** A reference that stays in the document: '#id', or an inline base64 raster image. */
export function isLocalTarget(target: string): boolean {
  const value = target.trim();
  return value.startsWith('#') || SAFE_DATA_IMAGE.test(value);
}

/** CSS (a style attribute, a style element, or a presentation value) that loads nothing from elsewhere. */
export function isSelfContainedCss(css: string): boolean {
  if (CSS_UNSAFE.test(css)) return false;
  for (const match of css.matchAll(CSS_URL_START)) {
    if (!isLocalTarget(css.slice(match.index + match[0].length))) return false;
  }
  return true;
}

interface DomNode {
  nodeType: number;
  namespaceURI?: string | null;
  localName?: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  removeChild(child: DomNode): unknown;
}

const COMMENT_NODE = 8;
const PROCESSING_INSTRUCTION_NODE = 7;
const ELEMENT_NODE = 1;

let instance: { purify: DOMPurify; serialize: (node: DomNode) => string } | undefined;

function purifier() {
  if (instance) return instance;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as WindowLike);
  purify.addHook('uponSanitizeElement', (node, data) => {
    const styleNode = node as unknown as DomNode;
    if (data.tagName === 'style' && !isSelfContainedCss(styleNode.textContent ?? ''))
      styleNode.textContent = '';
  });
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue;
    const leaksOut =
      (URL_ATTRIBUTES.has(name) && !isLocalTarget(value)) ||
      (name === 'style' && !isSelfContainedCss(value)) ||
      (/url\s*\(/i.test(value) && !isSelfContainedCss(value)) ||
      name.startsWith('on');
    if (leaksOut) data.keepAttr = false;
  });
  const serializer = new window.XMLSerializer();
  instance = { purify, serialize: (node) => serializer.serializeToString(node) };
  return instance;
}

/** Removes comments and processing instructions everywhere under a node. */
function dropComments(node: DomNode): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === COMMENT_NODE || child.nodeType === PROCESSING_INSTRUCTION_NODE)
      node.removeChild(child);
    else if (child.nodeType === ELEMENT_NODE) dropComments(child);
  }
}

function firstSvg(node: DomNode): DomNode | null {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType !== ELEMENT_NODE) continue;
    if (child.localName === 'svg' && child.namespaceURI === SVG_NS) return child;
    const nested = firstSvg(child);
    if (nested) return nested;
  }
  return null;
}

export interface SanitizedSvg {
  /** The cleaned document: one root <svg> element, serialised as XML. */
  svg: string;
  /** What was taken out, for logs: element names and '@attribute' names. */
  removed: string[];
}

/** Cleans an uploaded SVG (bytes or text); a file without an <svg> element is 'preview.notSvg'. */
export function sanitizeSvg(input: Uint8Array | string): SanitizedSvg {
  const size = typeof input === 'string' ? input.length : input.byteLength;
  if (size > SVG_SANITIZE_MAX_BYTES) throw new PreviewRefusedError('fileTooLargeTip', `${size} bytes`);
  const text = typeof input === 'string' ? input : new TextDecoder('utf-8').decode(input);
  const { purify, serialize } = purifier();
  const fragment = purify.sanitize(text, { ...CONFIG, RETURN_DOM_FRAGMENT: true }) as unknown as DomNode;
  const removed = purify.removed
    .map((entry) => ('attribute' in entry && entry.attribute ? `@${entry.attribute.name}` : nodeName(entry)))
    // DOMPurify reports the <body> wrapper of its own parse as removed.
    .filter((name) => name !== 'body');
  const svg = firstSvg(fragment);
  if (!svg) throw new PreviewRefusedError('preview.notSvg', 'no <svg> element');
  dropComments(svg);
  return { svg: serialize(svg), removed };
}

function nodeName(entry: object): string {
  const element = (entry as { element?: { nodeName?: string } }).element;
  return (element?.nodeName ?? '?').toLowerCase();
}
