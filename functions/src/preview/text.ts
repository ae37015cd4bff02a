import { TEXT_PREVIEW_MAX_BYTES } from '@loopline/shared';
import { analyse } from 'chardet';
import { PreviewRefusedError } from './errors.ts';

export interface DecodedText {
  /** The text, without a byte-order mark. */
  text: string;
  /** The WHATWG label it was decoded with ('utf-8', 'utf-16le', 'gb18030', 'windows-1252'…). */
  encoding: string;
}

/** Below this chardet confidence the guess is weak; GB18030 is then preferred (Chinese is the product default). */
const CONFIDENT = 30;

const BOMS: readonly { bytes: readonly number[]; encoding: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

function bomEncoding(bytes: Uint8Array): string | null {
  const bom = BOMS.find((b) => b.bytes.every((byte, i) => bytes[i] === byte));
  return bom?.encoding ?? null;
}

/** Decodes strictly; null when the bytes are not valid in that encoding. */
function decodeStrict(bytes: Uint8Array, encoding: string): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function isSupported(encoding: string): boolean {
  try {
    new TextDecoder(encoding);
    return true;
  } catch {
    return false;
  }
}

/** A NUL byte outside UTF-16 text means a binary file. */
function looksBinary(bytes: Uint8Array): boolean {
  return bytes.includes(0);
}

/** The legacy (non-UTF) encoding chardet finds, with GB18030 for weak guesses that GB18030 can decode. */
export function detectLegacyEncoding(bytes: Uint8Array): string {
  const matches = analyse(bytes).filter((m) => isSupported(m.name));
  const best = matches[0];
  if (best && best.confidence >= CONFIDENT) return best.name.toLowerCase();
  if (decodeStrict(bytes, 'gb18030') !== null) return 'gb18030';
  return best ? best.name.toLowerCase() : 'windows-1252';
}

/**
 * Decodes an uploaded text file: a BOM wins, then valid UTF-8, then the detector (GBK/GB18030,
 * Big5, Shift_JIS, Windows code pages…). Files of 102400 bytes or more are refused
 * (fileTooLargeTip, spec 1 §5), as are binary files (preview.notText).
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes.byteLength >= TEXT_PREVIEW_MAX_BYTES) {
    throw new PreviewRefusedError('fileTooLargeTip', `${bytes.byteLength} bytes`);
  }
  const bom = bomEncoding(bytes);
  if (bom) {
    const text = decodeStrict(bytes, bom);
    if (text === null) throw new PreviewRefusedError('preview.notText', `invalid ${bom} after its BOM`);
    return { text, encoding: bom };
  }
  if (looksBinary(bytes)) throw new PreviewRefusedError('preview.notText', 'NUL byte');
  const utf8 = decodeStrict(bytes, 'utf-8');
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8' };
  const encoding = detectLegacyEncoding(bytes);
  return { text: new TextDecoder(encoding).decode(bytes), encoding };
}

/** The file re-encoded as UTF-8 (no BOM), ready to serve as text/plain; charset=utf-8. */
export function textToUtf8(bytes: Uint8Array): { utf8: Uint8Array; encoding: string } {
  const { text, encoding } = decodeText(bytes);
  return { utf8: new TextEncoder().encode(text), encoding };
}
