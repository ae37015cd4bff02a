import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from './support/app.ts';

// With a built SPA, so the BucketDeployment path is checked too.
const siteDir = mkdtempSync(join(tmpdir(), 'loopline-site-'));
writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Loopline</title>');
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('cdk-nag (AwsSolutions)', () => {
  const { app } = testApp({ siteDir });

  it('finds nothing unacknowledged in the whole app, nested stacks included', () => {
    expect(() => app.synth()).not.toThrow();
    const report = new AwsSolutionsChecks().validateScope(app);
    const findings = report.violations.map(
      (v) => `${v.severity} ${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(findings).toEqual([]);
  });

  it('gives every acknowledgement a reason', () => {
    const acknowledged = app.node.findAll().flatMap((construct) =>
      construct.node.metadata
        .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
        .map(([id, reason]) => ({ at: construct.node.path, id, reason })),
    );
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const { at, id, reason } of acknowledged) {
      expect(reason.length, `${id} at ${at}`).toBeGreaterThanOrEqual(40);
    }
  });

  it('fails the synth when something new breaks a rule', () => {
    const broken = testApp();
    new Bucket(broken.data, 'Unchecked');
    expect(() => broken.app.synth()).toThrow(/AwsSolutions-S1/);
  });
});
