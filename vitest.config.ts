import { defineConfig } from 'vitest/config';

/**
 * One vitest run, four projects:
 * - unit: pure code beside its source (shared, functions, frontend), no services;
 * - infra: CDK assertions on the synthesized stacks;
 * - system: integration, contract and browser tests against one embedded local cloud
 *   started by the global setup (real DynamoDB Local, S3 emulator, Step Functions, sockets, Chromium).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          setupFiles: ['test/setup/plain-process.ts'],
          include: [
            'shared/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'localstack/src/**/*.test.ts',
            'frontend/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'system',
          include: ['test/integration/**/*.test.ts', 'test/contract/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/setup/local-cloud.ts'],
          setupFiles: ['test/setup/plain-process.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // vitest's default poll gives up after 1 s; on a loaded 2-core CI machine a browser screen can take longer.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
