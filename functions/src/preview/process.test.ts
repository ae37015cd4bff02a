import { describe, expect, it } from 'vitest';
import { ConversionFailedError, ConversionTimeoutError, ConverterMissingError } from './errors.ts';
import { findExecutable, runTool, withTempDir } from './process.ts';

describe('runTool', () => {
  it('finds programs on PATH or by absolute path', async () => {
    expect(await findExecutable('sh')).toMatch(/\/sh$/);
    expect(await findExecutable('/bin/sh')).toBe('/bin/sh');
    expect(await findExecutable('loopline-no-such-program')).toBeNull();
  });

  it('returns the output of a program that succeeds', async () => {
    expect(await runTool({ command: 'sh', args: ['-c', 'echo out; echo err >&2'], timeoutMs: 5000 })).toEqual(
      {
        stdout: 'out\n',
        stderr: 'err\n',
      },
    );
  });

  it('turns a failing exit into a ConversionFailedError with the stderr as detail', async () => {
    const error = await runTool({
      command: 'sh',
      args: ['-c', 'echo broken >&2; exit 3'],
      timeoutMs: 5000,
    }).catch((e) => e);
    expect(error).toBeInstanceOf(ConversionFailedError);
    expect(error.detail).toBe('sh exited 3: broken');
    expect(error.messageKey).toBe('preview.conversionFailed');
  });

  it('kills the whole process group at the timeout', async () => {
    const started = Date.now();
    const error = await runTool({
      command: 'sh',
      args: ['-c', 'sleep 30 & sleep 30; wait'],
      timeoutMs: 200,
    }).catch((e) => e);
    expect(error).toBeInstanceOf(ConversionTimeoutError);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('names the missing program', async () => {
    await expect(
      runTool({ command: 'loopline-no-such-program', args: [], timeoutMs: 1000 }),
    ).rejects.toBeInstanceOf(ConverterMissingError);
  });

  it('removes its temp dir even when the work fails', async () => {
    let kept = '';
    await expect(
      withTempDir('test', async (dir) => {
        kept = dir;
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { access } = await import('node:fs/promises');
    await expect(access(kept)).rejects.toThrow();
  });
});
