import { describe, expect, it } from 'vitest';
import { contentOf } from './operateLog.ts';

describe('operation log content', () => {
  it("is the stored route's summary in the reader's language", () => {
    const row = { operaRoute: 'POST /api/cloud/file/dir/save', operaContent: 'Creates a folder' };
    expect(contentOf(row, 'zh')).toBe('新建文件夹');
    expect(contentOf(row, 'en')).toBe('Creates a folder');
  });

  it('falls back to the text recorded with the row for a route with no summary (a removed route)', () => {
    const row = { operaRoute: 'POST /api/cloud/retired/thing', operaContent: 'Did a retired thing' };
    expect(contentOf(row, 'zh')).toBe('Did a retired thing');
    expect(contentOf({ operaRoute: '', operaContent: '' }, 'en')).toBe('');
  });
});
