import { describe, expect, it } from 'vitest';
import { PROJECT_TABS, projectPaths, quitConcernsRoute } from './paths.ts';

describe('project paths', () => {
  it('has the /myproject tabs of spec 2 §2 with the list types the server knows', () => {
    expect(PROJECT_TABS.map((tab) => [tab.segment, tab.type])).toEqual([
      ['all', 'all'],
      ['index', 'index'],
      ['participated', 'participated'],
      ['recently-visited', 'recentlyVisited'],
    ]);
    expect(projectPaths.list()).toBe('/myproject/all');
    expect(projectPaths.settings('p 1')).toBe('/project-setting/member?projectId=p+1');
    expect(projectPaths.groups('p1')).toBe('/project-group/index?projectId=p1');
    expect(projectPaths.open('p 1')).toBe('/file/index?projectId=p+1');
  });
});

describe('QUIT (spec 2 §4)', () => {
  it('concerns the pages inside that project', () => {
    expect(quitConcernsRoute('/project-setting/member?projectId=p1&clientId=portal', 'p1')).toBe(true);
    expect(quitConcernsRoute('/project-group/index?clientId=portal&projectId=p1', 'p1')).toBe(true);
    expect(quitConcernsRoute('/file/index?projectId=p1', 'p1')).toBe(true);
  });

  it('leaves other projects, project lists and preview pages alone', () => {
    expect(quitConcernsRoute('/project-setting/member?projectId=p2', 'p1')).toBe(false);
    expect(quitConcernsRoute('/myproject/all?projectId=p1', 'p1')).toBe(false);
    expect(quitConcernsRoute('/myproject?projectId=p1', 'p1')).toBe(false);
    expect(quitConcernsRoute('/file/preview?projectId=p1', 'p1')).toBe(false);
    expect(quitConcernsRoute('/file/identify-preview?projectId=p1', 'p1')).toBe(false);
    expect(quitConcernsRoute('/wel/index', 'p1')).toBe(false);
    expect(quitConcernsRoute('/project-setting/member?projectId=', '')).toBe(false);
  });
});
