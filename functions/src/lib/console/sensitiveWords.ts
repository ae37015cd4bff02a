import { sensitiveWord } from '../../entities/sensitiveWord.ts';
import { buildMatcher, type MultiPatternMatcher } from '../text/multiPattern.ts';

/**
 * The matcher of a tenant's active sensitive words, built once and kept: every checked write asks it,
 * and building it reads the whole word list. A change made through this process is seen at once
 * (`forgetSensitiveWords`); another Lambda instance sees it within CACHE_MS.
 */
const CACHE_MS = 15_000;
const cache = new Map<string, { at: number; value: Promise<MultiPatternMatcher> }>();

async function load(tenantId: string): Promise<MultiPatternMatcher> {
  const { data } = await sensitiveWord.query
    .byTenant({ tenantId })
    .go({ pages: 'all', attributes: ['contentWord', 'wordStatus'] });
  return buildMatcher(data.filter((w) => w.wordStatus === 1).map((w) => w.contentWord));
}

export function sensitiveMatcher(tenantId: string, now = Date.now()): Promise<MultiPatternMatcher> {
  const hit = cache.get(tenantId);
  if (hit && now - hit.at < CACHE_MS) return hit.value;
  const value = load(tenantId);
  cache.set(tenantId, { at: now, value });
  value.catch(() => cache.delete(tenantId));
  return value;
}

export function forgetSensitiveWords(tenantId: string) {
  cache.delete(tenantId);
}
