import { pointToBox } from '../geometry.ts';
import type { TextToken } from '../types.ts';
import { type FoundSymbol, type SymbolContext, tokenCentre } from './context.ts';

export interface LineLabel {
  token: TextToken;
  tag: string;
  fields: Record<string, string>;
}

/** Line numbers: free tokens the pipeline rules read. */
export function findLineLabels(ctx: SymbolContext): LineLabel[] {
  const out: LineLabel[] = [];
  for (const t of ctx.page.texts) {
    if (ctx.usedTokens.has(t)) continue;
    const reading = ctx.matcher.match('line', t.text);
    if (!reading) continue;
    ctx.usedTokens.add(t);
    out.push({ token: t, tag: reading.tag, fields: reading.fields });
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
