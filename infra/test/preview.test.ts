import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/paths.ts';
import { IMAGE_WORKERS } from '../lib/settings.ts';
import type { WorkflowsStack } from '../lib/workflows-stack.ts';
import { testApp } from './support/app.ts';

let workflows: WorkflowsStack;
let resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
const props = (name: string) =>
  resources[workflows.getLogicalId(workflows.workers.get(name)!.node.defaultChild as never)]!.Properties;

beforeAll(() => {
  workflows = testApp().workflows;
  resources = Template.fromStack(workflows).toJSON().Resources;
});

describe('preview pipeline in the stack', () => {
  it('ships the converter worker as a container image sized for LibreOffice and FFmpeg', () => {
    const converter = props('previewConvert') as {
      PackageType: string;
      Code: { ImageUri: unknown };
      MemorySize: number;
      Timeout: number;
      EphemeralStorage: { Size: number };
      Runtime?: string;
    };
    expect(converter.PackageType).toBe('Image');
    expect(JSON.stringify(converter.Code.ImageUri)).toContain('container-assets');
    expect(converter.Runtime).toBeUndefined();
    expect(converter.MemorySize).toBeGreaterThanOrEqual(3008);
    expect(converter.Timeout).toBe(900);
    expect(converter.EphemeralStorage.Size).toBeGreaterThanOrEqual(4096);
  });

  it('keeps the failure marker a small Node worker', () => {
    expect(props('previewFailed')).toMatchObject({ Runtime: 'nodejs22.x', Handler: 'index.handler' });
  });

  it('builds the image with LibreOffice, FFmpeg and CJK fonts on the Lambda runtime client', () => {
    const dockerfile = readFileSync(join(REPO_ROOT, IMAGE_WORKERS.previewConvert!.dockerfile), 'utf8');
    for (const needed of [
      'libreoffice-writer',
      'libreoffice-calc',
      'libreoffice-impress',
      'ffmpeg',
      'fonts-noto-cjk',
    ])
      expect(dockerfile).toContain(needed);
    expect(dockerfile).toContain('functions/src/workers/previewConvert.ts');
    expect(dockerfile).toMatch(/ENTRYPOINT \[".*aws-lambda-ric"\]/);
    expect(dockerfile).toContain('CMD ["index.handler"]');
  });

  it('lets the preview machine call both of its workers and retry, then catch into the failure task', () => {
    const machine = Object.values(resources).find(
      (r) =>
        r.Type === 'AWS::StepFunctions::StateMachine' &&
        String(r.Properties.DefinitionString).includes('PreviewConvertWorkerArn'),
    )!;
    const asl = JSON.parse(String(machine.Properties.DefinitionString)) as {
      States: Record<string, { Retry?: unknown[]; Catch?: { Next: string }[] }>;
    };
    expect(asl.States.Convert!.Retry!.length).toBeGreaterThan(0);
    expect(asl.States.Convert!.Catch![0]!.Next).toBe('MarkFailed');
    expect(Object.keys(machine.Properties.DefinitionSubstitutions as object).sort()).toEqual([
      'PreviewConvertWorkerArn',
      'PreviewFailedWorkerArn',
    ]);
  });
});
