import { pointToBox } from '../geometry.ts';
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

/** Gives each valve the nearest free valve (or instrument-style) tag written beside it, nearest pairs first. */
export function tagValves(ctx: SymbolContext, valves: FoundSymbol[]): void {
  const reach = 9 * ctx.mm;
  const pairs: { v: FoundSymbol; t: TextToken; tag: string; fields: Record<string, string>; d: number }[] =
    [];
  for (const t of ctx.page.texts) {
    if (ctx.usedTokens.has(t)) continue;
    const reading = ctx.matcher.match('valve', t.text) ?? ctx.matcher.match('instrument', t.text);
    if (!reading) continue;
    for (const v of valves) {
      const d = pointToBox(tokenCentre(t), v.box);
      if (d < reach) pairs.push({ v, t, tag: reading.tag, fields: reading.fields, d });
    }
  }
  pairs.sort((a, b) => a.d - b.d);
  const done = new Set<FoundSymbol>();
  for (const p of pairs) {
    if (done.has(p.v) || ctx.usedTokens.has(p.t)) continue;
    done.add(p.v);
    ctx.usedTokens.add(p.t);
    p.v.tag = p.tag;
    p.v.fields = p.fields;
    p.v.confidence = Math.min(p.v.confidence, p.t.confidence);
  }
}
