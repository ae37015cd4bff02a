import { beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../shared/src/manifest/index.ts';
import { type DeployedMethod, deployedMethods, refOf } from './support/api-routes.ts';
import { testApp } from './support/app.ts';

// The data-only table the stack is built from; functions/src/manifest.test.ts keeps it equal to the
// runtime route declarations.
const manifest = routeTable;
const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

let methods: DeployedMethod[];
/** The ANY method of each resource (the 405 catch-all), apart from the manifest's methods. */
let catchAlls: DeployedMethod[];
let expected: { restApi: string; authorizer: string; functions: Map<string, string> };
beforeAll(() => {
  const { api } = testApp();
  const all = deployedMethods(api);
  methods = all.filter((method) => method.method !== 'ANY');
  catchAlls = all.filter((method) => method.method === 'ANY');
  expected = {
    restApi: refOf(api.api),
    authorizer: refOf(api.node.findChild('BladeAuth')),
    functions: new Map([...api.groupFunctions].map(([name, fn]) => [name, refOf(fn, 'Arn')])),
  };
});

describe('route table ↔ synthesized REST API', () => {
  it('deploys every manifest route', () => {
    const deployed = new Set(methods.map(key));
    expect(manifest.map(key).filter((route) => !deployed.has(route))).toEqual([]);
  });

  it('deploys nothing the manifest does not declare, and nothing twice', () => {
    const declared = new Set(manifest.map(key));
    expect(methods.map(key).filter((route) => !declared.has(route))).toEqual([]);
    expect(methods).toHaveLength(manifest.length);
  });

  it("gives every route path one unauthorised ANY method to its group's function (405 for other methods)", () => {
    const paths = new Map(manifest.map((route) => [route.path, route.group]));
    expect(catchAlls.map((method) => method.path).sort()).toEqual([...paths.keys()].sort());
    for (const method of catchAlls) {
      expect({ path: method.path, target: method.target, type: method.authorizationType }).toEqual({
        path: method.path,
        target: expected.functions.get(paths.get(method.path)!),
        type: 'NONE',
      });
    }
  });

  it('puts every method on the one REST API', () => {
    expect(new Set(methods.map((method) => method.restApi))).toEqual(new Set([expected.restApi]));
  });

  it("sends each route to its own group's function", () => {
    const byKey = new Map(methods.map((method) => [key(method), method]));
    for (const route of manifest) {
      expect(byKey.get(key(route))?.target, key(route)).toBe(expected.functions.get(route.group));
    }
  });

  it('guards user and admin routes with the Blade-Auth authorizer, and only those', () => {
    const byKey = new Map(methods.map((method) => [key(method), method]));
    for (const route of manifest) {
      const method = byKey.get(key(route))!;
      if (route.auth === 'public') {
        expect({ route: key(route), type: method.authorizationType, authorizer: method.authorizer }).toEqual({
          route: key(route),
          type: 'NONE',
          authorizer: undefined,
        });
      } else {
        expect({ route: key(route), type: method.authorizationType, authorizer: method.authorizer }).toEqual({
          route: key(route),
          type: 'CUSTOM',
          authorizer: expected.authorizer,
        });
      }
    }
    expect(manifest.some((route) => route.auth === 'public')).toBe(true);
    expect(manifest.some((route) => route.auth !== 'public')).toBe(true);
  });
});
