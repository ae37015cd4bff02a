import { describe, expect, it } from 'vitest';
import { APPLICATIONS, applicationAction, applicationPath } from './applications.ts';

const app = (clientId: string) => APPLICATIONS.find((a) => a.clientId === clientId)!;

describe('application switcher entries', () => {
  it('opens the portal and the collaboration app without a membership check', () => {
    expect(applicationAction(app('portal'))).toBe('open');
    expect(applicationAction(app('CollabCraft'))).toBe('open');
    expect(applicationPath(app('CollabCraft'))).toBe('/myproject/index?clientId=CollabCraft');
  });

  it('never opens an app that is not built yet', () => {
    for (const id of ['ModelMatrix', 'ModelSplit', 'SacComponentLibrary', 'AppStore'])
      expect(applicationAction(app(id))).toBe('unavailable');
  });

  it('asks the server for a built app that needs a membership', () => {
    expect(applicationAction({ clientId: 'X', path: '/x', built: true, membership: true })).toBe('check');
  });
});
