import { describe, expect, it } from 'vitest';
import {
  apiGroupSpecs,
  authorizerSpec,
  logSubscriberSpecs,
  routeTable,
  scheduledJobSpecs,
  socketSpec,
  stateMachineSpecs,
  workerSpecs,
} from './index.ts';
import type { FunctionSpec } from './types.ts';

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
const groupNames = apiGroupSpecs.map((group) => group.name);

describe('data-only manifest: routes and groups', () => {
  it('declares each METHOD path once, on an API Gateway resource path', () => {
    const keys = routeTable.map(key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    for (const route of routeTable) expect(route.path).toMatch(/^(\/[A-Za-z0-9._~{}+-]+)+$/);
  });

  it('puts every route in exactly one known group', () => {
    expect(new Set(groupNames).size).toBe(groupNames.length);
    for (const route of routeTable) expect(groupNames, key(route)).toContain(route.group);
  });

  it('serves each route from a folder its group names, and names no folder it does not serve', () => {
    for (const group of apiGroupSpecs) {
      const served = new Set(routeTable.filter((r) => r.group === group.name).map((r) => r.folder));
      expect([...served].sort(), group.name).toEqual([...group.folders].sort());
    }
  });

  it('gives every group a route and a summary for each route', () => {
    for (const name of groupNames)
      expect(
        routeTable.some((r) => r.group === name),
        name,
      ).toBe(true);
    for (const route of routeTable) expect(route.summary.length, key(route)).toBeGreaterThan(0);
  });
});

describe('data-only manifest: functions and state machines', () => {
  const machines = new Map(stateMachineSpecs.map((m) => [m.name, m]));
  const functions: [string, FunctionSpec][] = [
    ...apiGroupSpecs.map((g) => [`group ${g.name}`, g] as [string, FunctionSpec]),
    ['authorizer', authorizerSpec],
    ['socket', socketSpec],
    ...Object.entries(workerSpecs).map(([name, w]) => [`worker ${name}`, w] as [string, FunctionSpec]),
    ...scheduledJobSpecs.map((j) => [`job ${j.name}`, j] as [string, FunctionSpec]),
    ...logSubscriberSpecs.map((s) => [`log subscriber ${s.name}`, s] as [string, FunctionSpec]),
  ];

  it('lets functions start only deployed state machines that exist', () => {
    for (const [name, spec] of functions) {
      for (const machine of spec.starts ?? []) {
        expect(machines.has(machine), `${name} starts ${machine}`).toBe(true);
        expect(machines.get(machine)?.localOnly, `${name} starts ${machine}`).toBeFalsy();
      }
    }
  });

  it('binds every task to a worker, and deployed machines to deployed workers only', () => {
    for (const machine of stateMachineSpecs) {
      for (const worker of Object.values(machine.tasks)) {
        const spec = workerSpecs[worker];
        expect(spec, `${machine.name} → ${worker}`).toBeDefined();
        if (!machine.localOnly) expect(spec.localOnly, `${machine.name} → ${worker}`).toBeFalsy();
      }
    }
  });

  it('has no worker that no state machine calls', () => {
    const called = new Set(stateMachineSpecs.flatMap((m) => Object.values(m.tasks)));
    expect(Object.keys(workerSpecs).filter((w) => !called.has(w as keyof typeof workerSpecs))).toEqual([]);
  });

  it('keeps the smoke machine and its worker out of the deployment', () => {
    expect(stateMachineSpecs.find((m) => m.name === 'smoke')).toMatchObject({ localOnly: true });
    expect(workerSpecs.smoke).toMatchObject({ localOnly: true });
  });

  it('lists each resource once per function, push only with the connections table it reads', () => {
    for (const [name, spec] of functions) {
      expect(new Set(spec.uses).size, name).toBe(spec.uses.length);
      if (spec.uses.includes('push')) expect(spec.uses, name).toContain('connections');
    }
  });
});
