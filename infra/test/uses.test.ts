import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  type AwsResource,
  apiGroupSpecs,
  authorizerSpec,
  type FunctionSpec,
  logSubscriberSpecs,
  scheduledJobSpecs,
  socketSpec,
  workerSpecs,
} from '../../shared/src/manifest/index.ts';
import { FUNCTIONS_SRC } from '../lib/paths.ts';
import { FILE_READING_PACKAGES, MODEL_READING_PACKAGES } from '../lib/settings.ts';

/**
 * What a bundle's code reaches for, read from the bundle itself (esbuild, tree-shaken as deployed but
 * not minified): a resource's environment variable, or the SDK command that needs the grant. Code
 * that esbuild drops cannot run, so the bundle is the truth about what a function may touch.
 */
const DETECTORS: Record<AwsResource, RegExp> = {
  table: /process\.env\.TABLE_NAME\b/,
  connections: /process\.env\.CONNECTIONS_TABLE_NAME\b/,
  files: /process\.env\.FILES_BUCKET\b/,
  push: /process\.env\.WS_MANAGEMENT_ENDPOINT\b/,
  sms: /new PublishCommand\d*\(/,
  email: /new SendEmailCommand\d*\(/,
  directUploads: /new AssumeRoleCommand\d*\(/,
  settingsKey: /process\.env\.SETTINGS_KEY_ID\b/,
};
/** `startWorkflow('name', …)`, as esbuild prints it. */
const STARTS = /startWorkflow\d*\(\s*"(\w+)"/g;

async function usesOf(entry: string): Promise<{ uses: AwsResource[]; starts: string[] }> {
  const result = await build({
    entryPoints: [join(FUNCTIONS_SRC, entry)],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    outdir: 'out',
    external: ['@aws-sdk/*', ...FILE_READING_PACKAGES, ...MODEL_READING_PACKAGES, 'sharp', '@napi-rs/canvas'],
    logLevel: 'silent',
  });
  const code = result.outputFiles
    .filter((file) => file.path.endsWith('.js'))
    .map((file) => file.text)
    .join('\n');
  const uses = (Object.keys(DETECTORS) as AwsResource[]).filter((use) => DETECTORS[use].test(code));
  const starts = [...new Set([...code.matchAll(STARTS)].map((match) => match[1]!))];
  return { uses: uses.sort(), starts: starts.sort() };
}

const functions: [string, FunctionSpec][] = [
  ...apiGroupSpecs.map((group): [string, FunctionSpec] => [`group ${group.name}`, group]),
  ['authorizer', authorizerSpec],
  ['socket', socketSpec],
  ...Object.entries(workerSpecs).map(([name, spec]): [string, FunctionSpec] => [`worker ${name}`, spec]),
  ...scheduledJobSpecs.map((job): [string, FunctionSpec] => [`job ${job.name}`, job]),
  ...logSubscriberSpecs.map((s): [string, FunctionSpec] => [`log subscriber ${s.name}`, s]),
];

describe('manifest grants ↔ what the code uses', () => {
  it.each(functions)(
    '%s declares exactly the resources and state machines its bundle reaches (fix shared/src/manifest/functions.ts)',
    async (_name, spec) => {
      const found = await usesOf(spec.entry);
      expect(found).toEqual({ uses: [...spec.uses].sort(), starts: [...(spec.starts ?? [])].sort() });
    },
  );
});
