/**
 * Import rules of the functions (issue 13): no import cycle anywhere, and a domain folder is used by
 * other folders only through its public face, `index.ts`. `lib/` and `entities/` are core modules any
 * folder may use. Parsed with swc: dependency-cruiser cannot read TypeScript with the repository's
 * TypeScript 7 compiler yet.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Import cycles make load order matter and hide layering mistakes.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-public-face',
      comment: 'Another domain folder is reached through its index.ts only.',
      severity: 'error',
      // Entry points (workers, group handlers, the manifests) import the module they run directly, so a
      // bundle carries only that; preview/ and convert/ are converter libraries with native and wasm
      // dependencies that a barrel would drag into bundles that do not need them.
      from: {
        path: '^functions/src/([^/]+)/',
        pathNot: [
          '^functions/src/workers/',
          '^functions/src/[^/]+/handler\\.ts$',
          '\\.test\\.ts$',
          '/fakes\\.ts$',
        ],
      },
      to: {
        path: '^functions/src/([^/]+)/.+',
        pathNot: [
          '^functions/src/$1/',
          '^functions/src/(lib|entities)/',
          '^functions/src/[^/]+/index\\.ts$',
          '^functions/src/(preview|convert)/',
          '/fakes\\.ts$',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    parser: 'swc',
    tsPreCompilationDeps: true,
    exclude: { path: ['\\.test\\.ts$', 'node_modules'] },
  },
};
