import * as dxfParserModule from 'dxf-parser';
import { drawingFromDxf } from './cadFromDxf.ts';
import { type CadSvgResult, drawingToSvg } from './cadSvg.ts';
import { acdsData, dxfAcisWireframe } from './dxfAcis.ts';
import { registerPreviewHandlers } from './dxfHandlers.ts';
import { PreviewRefusedError } from './errors.ts';
import { detectLegacyEncoding } from './text.ts';

export type { CadSvgResult } from './cadSvg.ts';

type DxfParserClass = typeof dxfParserModule.DxfParser;
/** dxf-parser's CommonJS build (what Node loads) exports the class as default, its ES build (what esbuild bundles) by name. */
const DxfParser: DxfParserClass =
  dxfParserModule.DxfParser ?? (dxfParserModule as unknown as { default: DxfParserClass }).default;

const BINARY_DXF = 'AutoCAD Binary DXF';

/** $DWGCODEPAGE values of the header → WHATWG encoding labels. */
const CODE_PAGES: Readonly<Record<string, string>> = {
  ANSI_936: 'gb18030',
  ANSI_950: 'big5',
  ANSI_932: 'shift_jis',
  ANSI_949: 'euc-kr',
  ANSI_874: 'windows-874',
  ANSI_1250: 'windows-1250',
  ANSI_1251: 'windows-1251',
  ANSI_1252: 'windows-1252',
  ANSI_1253: 'windows-1253',
  ANSI_1254: 'windows-1254',
  ANSI_1255: 'windows-1255',
  ANSI_1256: 'windows-1256',
  ANSI_1257: 'windows-1257',
  ANSI_1258: 'windows-1258',
};

/** The encoding the header's $DWGCODEPAGE names (read from the ASCII header), if any. */
function headerEncoding(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 64 * 1024));
  const match = /\$DWGCODEPAGE\s*\r?\n\s*3\s*\r?\n\s*(\S+)/i.exec(head);
  return match ? CODE_PAGES[match[1]!.toUpperCase()] : undefined;
}

function strictly(bytes: Uint8Array, encoding: string): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * DXF text: UTF-8 (R2007 and later), else the ANSI code page its header names, else GB18030 when
 * the bytes are valid GB18030 (the product's main legacy encoding), else what the detector finds.
 */
export function decodeDxf(bytes: Uint8Array): string {
  if (new TextDecoder('latin1').decode(bytes.subarray(0, BINARY_DXF.length)) === BINARY_DXF) {
    throw new PreviewRefusedError('preview.drawingUnreadable', 'binary DXF');
  }
  const utf8 = strictly(bytes, 'utf-8');
  if (utf8 !== null) return utf8;
  const declared = headerEncoding(bytes);
  if (declared) return new TextDecoder(declared).decode(bytes);
  return strictly(bytes, 'gb18030') ?? new TextDecoder(detectLegacyEncoding(bytes)).decode(bytes);
}

/**
 * A DXF drawing (model space) as SVG: lines, polylines with bulges, circles, arcs, ellipses,
 * splines, text, block inserts, dimensions (through their blocks), solids and points, in layer and
 * entity colours. Unreadable input is 'preview.drawingUnreadable'; nothing visible is 'preview.drawingEmpty'.
 */
export function dxfToSvg(input: Uint8Array | string): CadSvgResult {
  const text = typeof input === 'string' ? input : decodeDxf(input);
  const parser = new DxfParser();
  registerPreviewHandlers(parser);
  let dxf: ReturnType<InstanceType<DxfParserClass>['parseSync']>;
  try {
    dxf = parser.parseSync(text);
  } catch (error) {
    throw new PreviewRefusedError('preview.drawingUnreadable', (error as Error).message);
  }
  if (!dxf) throw new PreviewRefusedError('preview.drawingUnreadable', 'dxf-parser returned nothing');
  const sab = text.includes('ACDSDATA') ? acdsData(text) : new Map<string, Uint8Array>();
  return drawingToSvg(drawingFromDxf(dxf, (e) => dxfAcisWireframe(e, sab)));
}
