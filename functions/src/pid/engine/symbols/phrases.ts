import type { TextToken } from '../types.ts';

const MAX_WORDS = 6;

/**
 * The words written after `first` on its baseline, in reading order, `first` included: readers split
 * text runs at spaces, and a line number whose rule has space delimiters ("MNc 47127 75HB13 50", as
 * DEXPI writes them) is several words. A next word has the same angle, starts within about a word
 * space of the previous one's end and sits on the same baseline.
 */
export function phraseFrom(
  first: TextToken,
  texts: TextToken[],
  free: (t: TextToken) => boolean,
): TextToken[] {
  const rad = (-first.angle * Math.PI) / 180;
  const dir = { x: Math.cos(rad), y: Math.sin(rad) };
  const along = (t: TextToken, end: boolean) => {
    const c = { x: t.box.x + t.box.w / 2, y: t.box.y + t.box.h / 2 };
    const half = Math.abs(dir.x) * (t.box.w / 2) + Math.abs(dir.y) * (t.box.h / 2);
    return c.x * dir.x + c.y * dir.y + (end ? half : -half);
  };
  const across = (t: TextToken) => {
    const c = { x: t.box.x + t.box.w / 2, y: t.box.y + t.box.h / 2 };
    return -c.x * dir.y + c.y * dir.x;
  };
  const height = Math.abs(dir.x) * first.box.h + Math.abs(dir.y) * first.box.w;
  const out = [first];
  let last = first;
  while (out.length < MAX_WORDS) {
    const end = along(last, true);
    const next = texts.find(
      (t) =>
        !out.includes(t) &&
        free(t) &&
        t.angle === first.angle &&
        Math.abs(across(t) - across(first)) < 0.4 * height &&
        along(t, false) > end - 0.2 * height &&
        along(t, false) < end + 1.2 * height,
    );
    if (!next) break;
    out.push(next);
    last = next;
  }
  return out;
}

/** One token standing for a phrase: the words joined by a space, the union of their boxes. */
export function joinPhrase(words: TextToken[]): TextToken {
  const x = Math.min(...words.map((w) => w.box.x));
  const y = Math.min(...words.map((w) => w.box.y));
  const r = Math.max(...words.map((w) => w.box.x + w.box.w));
  const b = Math.max(...words.map((w) => w.box.y + w.box.h));
  return {
    text: words.map((w) => w.text).join(' '),
    box: { x, y, w: r - x, h: b - y },
    angle: words[0]?.angle ?? 0,
    confidence: Math.min(...words.map((w) => w.confidence)),
  };
}
