import { describe, expect, it } from 'vitest';
import { routeTable } from '../../manifest/index.ts';
import { routeSummary, summarisedRoutes } from './index.ts';

const HAS_CHINESE = /[\u4e00-\u9fff]/;

describe('route summaries (the operation log content)', () => {
  it('gives every route of the route table a summary in English and Chinese', () => {
    const missing: string[] = [];
    for (const { method, path } of routeTable) {
      const route = `${method} ${path}`;
      const en = routeSummary(route, 'en');
      const zh = routeSummary(route, 'zh');
      if (!en?.trim() || !zh?.trim()) missing.push(`${route}: en "${en}", zh "${zh}"`);
      else if (!HAS_CHINESE.test(zh)) missing.push(`${route}: zh is not Chinese: ${zh}`);
      else if (HAS_CHINESE.test(en)) missing.push(`${route}: en holds Chinese: ${en}`);
    }
    expect(missing).toEqual([]);
  });

  it('keys summaries by routes only ("METHOD /api/path"), and knows nothing else', () => {
    for (const route of summarisedRoutes()) expect(route).toMatch(/^(GET|POST|PUT|DELETE) \/api\/\S+$/);
    expect(routeSummary('GET /api/nowhere', 'zh')).toBeUndefined();
    expect(routeSummary('toString', 'en')).toBeUndefined();
    expect(routeSummary('POST /api/cloud/project/save', 'zh')).toBe('创建项目');
    expect(routeSummary('POST /api/cloud/project/save', 'en')).toBe('Create a project');
  });
});
