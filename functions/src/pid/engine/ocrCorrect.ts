import type { TagKind, TagMatcher, TagReading } from './classify.ts';

/**
 * Characters OCR takes for one another on drawing lettering (same strokes, a lost bar or bowl).
 * Letters and digits only: a wrong mark (a hyphen, a slash) changes a tag's structure, not its look.
 */
const CONFUSED: Record<string, string[]> = {
  '0': ['O', 'D'],
  O: ['0'],
  D: ['0'],
  Q: ['O', '0'],
  '1': ['I', 'L'],
  I: ['1'],
  L: ['1'],
  '5': ['S'],
  S: ['5'],
  '8': ['B'],
  B: ['8'],
  '2': ['Z'],
  Z: ['2'],
  '6': ['G'],
  G: ['6'],
};

/** Readings with more changes than this are guesses, not corrections. */
const MAX_CHANGES = 2;

/**
 * A matcher for OCR'd text: a word the rules reject is read again with its easily confused characters
 * swapped (O/0, I/1, S/5, B/8, Z/2, G/6), fewest swaps first, and with stray words dropped from a
 * phrase's ends; the reading the rule set accepts is taken. Only where exactly one corrected reading
 * fits at the fewest swaps: two different tags that fit equally well are not guessed between.
 */
export function withOcrCorrection(matcher: TagMatcher): TagMatcher {
  const memo = new Map<string, TagReading | null>();
  return {
    match(kind, text) {
      const key = `${kind}\u0000${text}`;
      if (memo.has(key)) return memo.get(key) ?? null;
      const reading = correct(matcher, kind, text);
      memo.set(key, reading);
      return reading;
    },
  };
}

function correct(matcher: TagMatcher, kind: TagKind, text: string): TagReading | null {
  const direct = matcher.match(kind, text);
  if (direct) return direct;
  // Specks next to a word are read as marks (a colon, a stop): a tag does not end or start with one.
  const bare = text
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/^[.:,'`]+|[.:,'`]+$/g, ''))
    .filter((w) => w !== '');
  if (bare.join(' ') !== text.trim()) {
    const reading = bare.length ? matcher.match(kind, bare.join(' ')) : null;
    if (reading) return reading;
  }
  const words = bare;
  // Stray words at either end (a speck read as a letter, an arrowhead as a 7): the longest run of
  // words the rules accept.
  for (let n = words.length - 1; n >= 1; n--) {
    const found = unique(
      Array.from({ length: words.length - n + 1 }, (_, i) =>
        matcher.match(kind, words.slice(i, i + n).join(' ')),
      ),
    );
    if (found !== undefined) return found;
  }
  const upper = bare.join(' ').toUpperCase();
  if (upper.length > 24) return null;
  const spots = [...upper].flatMap((ch, i) => (CONFUSED[ch] && amongOthers(upper, i) ? [i] : []));
  let level = [upper];
  for (let changes = 1; changes <= MAX_CHANGES; changes++) {
    const next = new Set<string>();
    for (const v of level) {
      for (const i of spots) {
        // Each position is changed at most once, from its OCR'd character.
        if (v[i] !== upper[i]) continue;
        for (const alt of CONFUSED[upper[i] as string] ?? []) next.add(v.slice(0, i) + alt + v.slice(i + 1));
      }
    }
    const found = unique([...next].map((v) => matcher.match(kind, v)));
    if (found !== undefined) return found;
    level = [...next];
  }
  return null;
}

const isDigit = (ch: string) => ch >= '0' && ch <= '9';
const isLetter = (ch: string) => ch >= 'A' && ch <= 'Z';

/**
 * A character is swapped only where it is out of place: a digit with letters on both sides (the 1 of
 * F1C), or a letter beside a digit with nothing but digits or the word's end around it (the O of 1O1,
 * of 2OO3). A character between a letter and a digit is where a tag's letters end and its number
 * starts; swapping it would move that boundary and invent another tag (T2201 is not TZ-201).
 */
function amongOthers(text: string, i: number): boolean {
  const ch = text[i] as string;
  const sides = [text[i - 1], text[i + 1]].map((c) =>
    c === undefined || !(isDigit(c) || isLetter(c)) ? 'edge' : isDigit(c) ? 'digit' : 'letter',
  );
  if (isDigit(ch)) return sides.every((k) => k === 'letter');
  // A neighbouring letter that may itself be a misread digit (the other O of 2OO3) does not count.
  const fits = (k: string, c: string | undefined) =>
    k === 'digit' || k === 'edge' || (c !== undefined && CONFUSED[c] !== undefined);
  return (
    sides.includes('digit') && fits(sides[0] as string, text[i - 1]) && fits(sides[1] as string, text[i + 1])
  );
}

/**
 * The one reading among candidates (undefined: none, null: several different tags). Where readings
 * tie, the one with more digits wins: a tag's number is its longest part, and OCR far more often
 * reads a digit there as a letter than a suffix letter as a digit (P-1O1A is P-101A, not P-1OIA).
 */
function unique(readings: (TagReading | null)[]): TagReading | null | undefined {
  const hits = readings.filter((r): r is TagReading => r !== null);
  if (hits.length === 0) return undefined;
  const digits = (r: TagReading) => [...r.tag].filter(isDigit).length;
  const most = Math.max(...hits.map(digits));
  const best = hits.filter((r) => digits(r) === most);
  return new Set(best.map((r) => r.tag)).size === 1 ? (best[0] as TagReading) : null;
}
