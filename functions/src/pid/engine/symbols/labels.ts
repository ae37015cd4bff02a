import { boxGap, pointToBox } from '../geometry.ts';
import type { TextToken } from '../types.ts';
import { type FoundSymbol, type SymbolContext, tokenCentre } from './context.ts';
import { joinPhrase, phraseFrom } from './phrases.ts';

export interface LineLabel {
  token: TextToken;
  tag: string;
  fields: Record<string, string>;
}

/**
 * Line numbers: free tokens the pipeline rules read, or the longest phrase of words on one baseline
 * they read (a rule with space delimiters spans several words).
 */
export function findLineLabels(ctx: SymbolContext): LineLabel[] {
  const out: LineLabel[] = [];
  const free = (t: TextToken) => !ctx.usedTokens.has(t);
  for (const t of ctx.page.texts) {
    if (!free(t)) continue;
    const words = phraseFrom(t, ctx.page.texts, free);
    for (let n = words.length; n >= 1; n--) {
      const token = n === 1 ? t : joinPhrase(words.slice(0, n));
      const reading = ctx.matcher.match('line', token.text);
      if (!reading) continue;
      for (const w of words.slice(0, n)) ctx.usedTokens.add(w);
      out.push({ token, tag: reading.tag, fields: reading.fields });
      break;
    }
  }
  return out;
}

/**
 * Gives each valve the nearest free valve (or instrument-style) tag written beside it, nearest pairs
 * first. A tag may be several words on one baseline ("SV 104.01" when the rule's delimiter is a space).
 */
export function tagValves(ctx: SymbolContext, valves: FoundSymbol[]): void {
  const reach = 9 * ctx.mm;
  const free = (t: TextToken) => !ctx.usedTokens.has(t);
  const pairs: {
    v: FoundSymbol;
    words: TextToken[];
    tag: string;
    fields: Record<string, string>;
    d: number;
  }[] = [];
  for (const t of ctx.page.texts) {
    if (!free(t)) continue;
    const words = phraseFrom(t, ctx.page.texts, free);
    for (let n = words.length; n >= 1; n--) {
      const token = n === 1 ? t : joinPhrase(words.slice(0, n));
      const reading = ctx.matcher.match('valve', token.text) ?? finalElementReading(ctx, token.text);
      if (!reading || !identifierLike(reading.fields, token.text)) continue;
      for (const v of valves) {
        // A long label's centre is far from the valve though its near end is close: take either.
        const d = Math.min(pointToBox(tokenCentre(token), v.box), boxGap(token.box, v.box) + 3 * ctx.mm);
        if (d < reach)
          pairs.push({ v, words: words.slice(0, n), tag: reading.tag, fields: reading.fields, d });
      }
      break;
    }
  }
  pairs.sort((a, b) => a.d - b.d || b.words.length - a.words.length);
  const done = new Set<FoundSymbol>();
  for (const p of pairs) {
    if (done.has(p.v) || !p.words.every(free)) continue;
    done.add(p.v);
    for (const w of p.words) ctx.usedTokens.add(w);
    p.v.tag = p.tag;
    p.v.fields = p.fields;
    p.v.confidence = Math.min(p.v.confidence, ...p.words.map((w) => w.confidence));
  }
}

/**
 * A lettered identifier (BVMO1's MO1, HVF's F) is a short code run into its valve code or hyphened to
 * it: a word that merely starts with a valve code ("PRESSURE" as PR + ESSURE) or a legend's code and
 * description ("BV BALL VALVE") is no tag.
 */
export function identifierLike(fields: Record<string, string>, text: string): boolean {
  const id = fields.loopNumber ?? '';
  if (/\d/.test(id)) return true;
  return id.length <= 4 && !/\s/.test(text.trim());
}

/**
 * An instrument-style tag naming a final element: ISA-5.1 writes a valve's function letters ending
 * in V (FV, PCV, HV, PSV). Other instrument-style words beside a valve (a nozzle N2, a note mark)
 * are not its tag.
 */
function finalElementReading(ctx: SymbolContext, text: string) {
  const letters = /^[A-Za-z]+/.exec(text.trim())?.[0] ?? '';
  return letters.toUpperCase().endsWith('V') ? ctx.matcher.match('instrument', text) : null;
}
