/**
 * AutoCAD text to plain lines: TEXT control codes (%%d, %%c, %%p, %%u…), \U+XXXX escapes, and MTEXT
 * inline formatting (fonts, heights, colours, stacking, paragraphs) reduced to the characters shown.
 */

const PERCENT_CODES: Readonly<Record<string, string>> = { c: 'Ø', d: '°', p: '±', '%': '%' };

/** TEXT's %% codes: %%c Ø, %%d °, %%p ±, %%% %, %%nnn a character code; %%u/%%o/%%k toggles vanish. */
export function decodePercentCodes(text: string): string {
  return text.replace(/%%(\d{3}|[cdp%uok])/gi, (_, code: string) => {
    if (/^\d{3}$/.test(code)) return String.fromCharCode(Number(code));
    return PERCENT_CODES[code.toLowerCase()] ?? '';
  });
}

/** \U+XXXX escapes (DXF of R2007 and older) to characters. */
export function decodeUnicodeEscapes(text: string): string {
  return text.replace(/\\U\+([0-9a-f]{4,5})/gi, (_, hex: string) =>
    String.fromCodePoint(Number.parseInt(hex, 16)),
  );
}

/** Codes that take an argument up to ';' (font, height, width, tracking, oblique, alignment, colour, paragraph). */
const ARGUMENT_CODES = new Set(['f', 'F', 'H', 'W', 'Q', 'T', 'A', 'C', 'c', 'p']);
/** Toggles without argument: underline, overline, strike-through. */
const TOGGLE_CODES = new Set(['L', 'l', 'O', 'o', 'K', 'k']);

/** One backslash code at `i` (the backslash): what it shows and where reading goes on. */
function readCode(text: string, i: number): { out: string; next: number } {
  const code = text[i + 1] ?? '';
  if (code === 'P') return { out: '\n', next: i + 2 };
  if (code === '~') return { out: '\u00a0', next: i + 2 };
  if (code === '\\' || code === '{' || code === '}') return { out: code, next: i + 2 };
  if (TOGGLE_CODES.has(code)) return { out: '', next: i + 2 };
  const end = text.indexOf(';', i + 2);
  if (ARGUMENT_CODES.has(code)) return { out: '', next: end === -1 ? text.length : end + 1 };
  if (code === 'S') {
    // Stacked fraction \Sa^b; or \Sa/b; or \Sa#b; shown as a/b.
    const body = text.slice(i + 2, end === -1 ? text.length : end);
    return { out: body.replace(/[\^#]/g, '/').trim(), next: end === -1 ? text.length : end + 1 };
  }
  return { out: code, next: i + 2 };
}

/** MTEXT contents to the lines it shows. */
export function mtextLines(raw: string): string[] {
  const text = decodePercentCodes(decodeUnicodeEscapes(raw));
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\\') {
      const code = readCode(text, i);
      out += code.out;
      i = code.next;
    } else {
      if (ch !== '{' && ch !== '}') out += ch;
      i++;
    }
  }
  return out.split(/\r?\n/);
}

/** TEXT, ATTRIB contents to its single line. */
export function textLine(raw: string): string {
  return decodePercentCodes(decodeUnicodeEscapes(raw));
}

/**
 * A CSS font family list for a text style's font file ('arial.ttf', 'romans.shx', 'simsun.ttc'):
 * the font's own name first when it is a TrueType font, then a generic family of the same kind.
 * AutoCAD's SHX stroke fonts are drawn in a sans-serif; their 'txt'/'mono' fonts as monospace.
 */
export function fontFamily(file: string | undefined): string | undefined {
  if (!file) return undefined;
  const name = (file.split(/[\\/]/).pop() ?? '').replace(/\.(ttf|ttc|otf|shx)$/i, '');
  if (!name) return undefined;
  const lower = name.toLowerCase();
  const generic = /mono|courier|txt$/.test(lower)
    ? 'monospace'
    : /times|roman|serif|song|simsun|mincho|batang|ming/.test(lower) && !/sans|romans$/.test(lower)
      ? 'serif'
      : 'sans-serif';
  return /\.(ttf|ttc|otf)$/i.test(file) ? `'${name.replace(/'/g, '')}', ${generic}` : generic;
}
