/** The text viewer shows UTF-8 text up to this size (larger files are refused by the preview page). */
export const TEXT_LIMIT = 102_400;

export interface DecodedText {
  lines: string[];
  truncated: boolean;
}

/** Decodes UTF-8 (a BOM dropped, invalid bytes shown as U+FFFD), cut at the limit, split into lines. */
export function decodeText(bytes: Uint8Array, limit = TEXT_LIMIT): DecodedText {
  const truncated = bytes.byteLength > limit;
  let view = truncated ? bytes.subarray(0, limit) : bytes;
  if (truncated) {
    // Do not cut a multi-byte character in half: step back over continuation bytes.
    let end = view.byteLength;
    let lead = end - 1;
    while (lead > 0 && end - lead < 4 && (view[lead] & 0xc0) === 0x80) lead--;
    const needed = view[lead] >= 0xf0 ? 4 : view[lead] >= 0xe0 ? 3 : view[lead] >= 0xc0 ? 2 : 1;
    if (lead + needed > end) end = lead;
    view = view.subarray(0, end);
  }
  const text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(view);
  return { lines: splitLines(text), truncated };
}

export function splitLines(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
