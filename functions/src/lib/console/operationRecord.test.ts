import { describe, expect, it } from 'vitest';
import { changesState, moduleOfPath, operatingSystemOf, projectIdOf } from './operationRecord.ts';

describe('operation record fields', () => {
  it('names the module after the endpoint group', () => {
    expect(moduleOfPath('/api/cloud/file/dir/save')).toBe('cloud/file');
    expect(moduleOfPath('/api/blade-system/role/grant')).toBe('blade-system/role');
  });

  it('logs writes, not the queries the spec posts', () => {
    expect(changesState('POST', '/api/cloud/project/save')).toBe(true);
    expect(changesState('DELETE', '/api/cloud/project/delete/{id}')).toBe(true);
    expect(changesState('POST', '/api/cloud/file/dir/updateName')).toBe(true);
    expect(changesState('POST', '/api/cloud/file/info/query')).toBe(false);
    expect(changesState('POST', '/api/cloud/feedback/list')).toBe(false);
    expect(changesState('POST', '/api/cloud/operateLog/exportOperate')).toBe(false);
    expect(changesState('POST', '/api/cloud/file/checkFile')).toBe(false);
    expect(changesState('GET', '/api/cloud/sensitiveWord/list')).toBe(false);
    // The statistics are POSTed reads.
    for (const read of [
      '/api/cloud/statistics/page',
      '/api/cloud/statistics/cycleStatistics',
      '/api/cloud/statistics/statisticsModelOper',
      '/api/cloud/fileHis/collectFiles',
      '/api/cloud/fileHis/statisticsModelFormat',
      '/api/cloud/operateLog/operaStatistics',
    ])
      expect(changesState('POST', read), read).toBe(false);
  });

  it('reads the operating system from the user agent', () => {
    expect(operatingSystemOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
    expect(operatingSystemOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('macOS');
    expect(operatingSystemOf('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome')).toBe('Linux');
    expect(operatingSystemOf('Mozilla/5.0 (Linux; Android 14)')).toBe('Android');
    expect(operatingSystemOf('')).toBe('');
  });

  it('finds the project of a call in body, query or path', () => {
    expect(projectIdOf(undefined, { projectId: 'p1' })).toBe('p1');
    expect(projectIdOf({ projectName: 'x' }, {}, { projectId: 'p2' })).toBe('p2');
    expect(projectIdOf({ projectId: 3 })).toBe('');
  });
});
