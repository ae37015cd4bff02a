import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalCloud } from '../../localstack/src/cloud.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    cloudEnv: Record<string, string>;
    adminPassword: string;
    demoPassword: string;
    colleaguePassword: string;
    /** A folder of this run only, where test files claim things no other file may take (see claims.ts). */
    claimsDir: string;
  }
}

/** One embedded local cloud for the whole system project: fresh state, captcha on (as deployed). */
export default async function setup(project: TestProject) {
  const stateDir = mkdtempSync(join(tmpdir(), 'loopline-test-'));
  const claimsDir = mkdtempSync(join(tmpdir(), 'loopline-test-claims-'));
  const cloud = await startLocalCloud({
    port: 0,
    stateDir,
    reset: true,
    dynamoInMemory: true,
    captcha: 'on',
    repoRoot: resolve(import.meta.dirname, '..', '..'),
  });
  project.provide('baseUrl', cloud.url);
  project.provide('cloudEnv', cloud.env);
  project.provide('adminPassword', cloud.credentials.admin.password);
  project.provide('demoPassword', cloud.credentials.demo.password);
  project.provide('colleaguePassword', cloud.credentials.colleague.password);
  project.provide('claimsDir', claimsDir);
  return async () => {
    await cloud.stop();
    rmSync(stateDir, { recursive: true, force: true });
    rmSync(claimsDir, { recursive: true, force: true });
  };
}
