import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGroupSpecs as apiGroups,
  logSubscriberSpecs,
  scheduledJobSpecs as scheduledJobs,
  workerSpecs,
} from '../../shared/src/manifest/index.ts';
import { REPO_ROOT } from '../lib/paths.ts';
import { FILE_READING_PACKAGES, IMAGE_WORKERS } from '../lib/settings.ts';
import { testApp } from './support/app.ts';

// Inside the repository, so the bundles' external @aws-sdk/* imports resolve from node_modules.
mkdirSync(join(REPO_ROOT, 'cdk.out'), { recursive: true });
const outdir = mkdtempSync(join(REPO_ROOT, 'cdk.out', 'test-bundles-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

interface Bundle {
  path: string;
  dir: string;
}
const bundles: Bundle[] = [];

beforeAll(() => {
  const { api, realtime, workflows } = testApp({ bundle: true, outdir });
  for (const stack of [api, realtime, workflows] as Stack[]) {
    for (const [id, resource] of Object.entries(
      Template.fromStack(stack).findResources('AWS::Lambda::Function'),
    )) {
      if (!resource.Properties.Code.S3Key) continue; // a container image (IMAGE_WORKERS)
      const key = String(resource.Properties.Code.S3Key);
      bundles.push({
        path: `${stack.stackName}/${id}`,
        dir: join(outdir, `asset.${key.replace(/\.zip$/, '')}`),
      });
    }
  }
});

/** Runs ES module code in a fresh Node (the Lambda runtime's module semantics, not vitest's). */
function runModule(code: string, cwd: string) {
  return spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd,
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('function bundles (local esbuild, ESM)', () => {
  it('bundles every function of the API, socket and workflows', () => {
    expect(bundles.length).toBe(
      apiGroups.length +
        1 +
        1 +
        // Container-image workers are built by Docker at deploy, not bundled here; local-only ones are not deployed.
        Object.entries(workerSpecs).filter(([name, spec]) => !IMAGE_WORKERS[name] && !spec.localOnly).length +
        scheduledJobs.length +
        logSubscriberSpecs.length,
    );
    for (const bundle of bundles) expect(existsSync(join(bundle.dir, 'index.mjs')), bundle.path).toBe(true);
  });

  it('leaves the AWS SDK to the runtime', () => {
    for (const bundle of bundles) {
      const code = readFileSync(join(bundle.dir, 'index.mjs'), 'utf8');
      expect(code, bundle.path).not.toContain('class DynamoDBClient');
    }
  });

  it('loads each bundle in plain Node and finds its handler', () => {
    for (const bundle of bundles) {
      const result = runModule(
        "const m = await import('./index.mjs'); if (typeof m.handler !== 'function') process.exit(3);",
        bundle.dir,
      );
      expect(result.status, `${bundle.path}: ${result.stderr.slice(-1500)}`).toBe(0);
    }
  });

  it('ships the packages that read their own files beside the API bundles, and they work there', () => {
    const apiBundles = bundles.filter((bundle) => bundle.path.startsWith('Loopline-Api/Group'));
    expect(apiBundles).toHaveLength(apiGroups.length);
    for (const bundle of apiBundles) {
      for (const name of FILE_READING_PACKAGES) {
        expect(existsSync(join(bundle.dir, 'node_modules', name, 'package.json')), bundle.path).toBe(true);
      }
      const result = runModule(
        "import captcha from 'svg-captcha'; const c = captcha.create(); if (!c.data.startsWith('<svg')) process.exit(3);",
        bundle.dir,
      );
      expect(result.status, `${bundle.path}: ${result.stderr.slice(-1500)}`).toBe(0);
    }
  });

  it('ships the model readers with their wasm beside the parse worker, and web-ifc starts there', () => {
    const parse = bundles.find((bundle) => bundle.path.includes('WorkerparseModel'));
    expect(parse, bundles.map((b) => b.path).join(', ')).toBeDefined();
    for (const file of [
      'web-ifc/web-ifc-node.wasm',
      'occt-import-js/dist/occt-import-js.wasm',
      '@mlightcad/libredwg-web/wasm/libredwg-web.wasm',
    ]) {
      expect(existsSync(join(parse!.dir, 'node_modules', file)), file).toBe(true);
    }
    const result = runModule(
      "import { IfcAPI } from 'web-ifc'; const api = new IfcAPI(); await api.Init(); if (api.CreateModel({ schema: 'IFC4' }) < 0) process.exit(3);",
      parse!.dir,
    );
    expect({ status: result.status, stderr: result.stderr }).toMatchObject({ status: 0 });
  });
});
