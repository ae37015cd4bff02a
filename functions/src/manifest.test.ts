import {
  apiGroupSpecs,
  routeTable,
  stateMachineEnvName as sharedEnvName,
  stateMachineSpecs,
} from '@loopline/shared/manifest';
import { describe, expect, it } from 'vitest';
import { stateMachineEnvName } from './lib/aws/sfn.ts';
import { apiGroups } from './manifest.ts';
import { routeRows } from './routeTable.ts';

describe('runtime manifest ↔ data-only manifest', () => {
  it('mounts the groups of the data manifest, with their entries, in order', () => {
    expect(apiGroups.map((g) => [g.name, g.entry])).toEqual(apiGroupSpecs.map((g) => [g.name, g.entry]));
  });

  it('matches the generated route table (run `npm run routes:gen` after changing a route)', async () => {
    const rows = await routeRows(apiGroups);
    expect(routeTable).toEqual(rows);
  });

  it('names state machine ARN variables the way the CDK app sets them', () => {
    for (const machine of stateMachineSpecs) {
      expect(stateMachineEnvName(machine.name)).toBe(sharedEnvName(machine.name));
    }
  });
});
