/**
 * Aho-Corasick over a word list: one pass over a text finds whether any word occurs in it, however
 * many words there are (the sensitive-word check runs on every name and text users write). Words and
 * texts are folded the same way (NFKC, lower case) so full-width and upper-case spellings match too.
 */
export interface MultiPatternMatcher {
  /** The first word found in the text (as it was given), or null. */
  firstMatch(text: string): string | null;
  readonly size: number;
}

export function foldText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

export function buildMatcher(words: Iterable<string>): MultiPatternMatcher {
  // Node arrays indexed by state: the goto edges, the failure link and the word ending there (if any).
  const edges: Map<number, number>[] = [new Map()];
  const fail: number[] = [0];
  const output: (string | null)[] = [null];
  let size = 0;
  for (const word of words) {
    const folded = foldText(word);
    if (!folded) continue;
    let state = 0;
    for (const ch of folded) {
      const code = ch.codePointAt(0)!;
      let next = edges[state]!.get(code);
      if (next === undefined) {
        next = edges.length;
        edges.push(new Map());
        fail.push(0);
        output.push(null);
        edges[state]!.set(code, next);
      }
      state = next;
    }
    if (output[state] === null) size += 1;
    output[state] = word;
  }
  // Breadth-first failure links; a state also reports the word of its failure chain (dictionary link).
  const queue: number[] = [];
  for (const child of edges[0]!.values()) queue.push(child);
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head]!;
    for (const [code, child] of edges[state]!) {
      let f = fail[state]!;
      while (f !== 0 && !edges[f]!.has(code)) f = fail[f]!;
      const target = edges[f]!.get(code);
      fail[child] = target !== undefined && target !== child ? target : 0;
      if (output[child] === null) output[child] = output[fail[child]!]!;
      queue.push(child);
    }
  }
  return {
    size,
    firstMatch(text: string): string | null {
      if (size === 0) return null;
      let state = 0;
      for (const ch of foldText(text)) {
        const code = ch.codePointAt(0)!;
        while (state !== 0 && !edges[state]!.has(code)) state = fail[state]!;
        state = edges[state]!.get(code) ?? 0;
        const found = output[state];
        if (found !== null && found !== undefined) return found;
      }
      return null;
    },
  };
}
