import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/paths.ts';

/**
 * The CDK app synthesises from data: it must not load function code (handlers, zod schemas, the SDK
 * clients they create) or the packages of the functions. This follows every import of the app from
 * infra/bin/app.ts and lists what it reaches.
 */
async function appImports() {
  const result = await build({
    entryPoints: [join(REPO_ROOT, 'infra', 'bin', 'app.ts')],
    absWorkingDir: REPO_ROOT,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  const inputs = result.metafile.inputs;
  const files = Object.keys(inputs);
  const packages = new Set(
    Object.values(inputs).flatMap((input) =>
      input.imports.filter((i) => i.external).map((i) => i.path.replace(/^((@[^/]+\/)?[^/]+).*$/, '$1')),
    ),
  );
  return { files, packages: [...packages].sort() };
}

/**
 * Data-only modules outside the manifest the app may read: the table layouts shared with the local
 * cloud, and the translated messages of the gateway's own answers.
 */
const DATA_MODULES = [
  /^functions\/src\/lib\/db\/schema\.ts$/,
  /^shared\/src\/constants\.ts$/,
  /^shared\/src\/messages\//,
];

describe('CDK app imports', () => {
  it('reads the data-only manifest and no function code', async () => {
    const { files } = await appImports();
    expect(files).toContain('shared/src/manifest/routes.gen.ts');
    const outside = files.filter(
      (file) =>
        !file.startsWith('infra/') &&
        !file.startsWith('shared/src/manifest/') &&
        !DATA_MODULES.some((pattern) => pattern.test(file)),
    );
    expect(outside).toEqual([]);
  });

  it('loads only the CDK packages and Node built-ins', async () => {
    const { packages } = await appImports();
    expect(packages.filter((name) => !name.startsWith('node:'))).toEqual([
      'aws-cdk-lib',
      'cdk-nag',
      'constructs',
    ]);
  });
});
