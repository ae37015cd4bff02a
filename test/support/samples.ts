import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The shared public sample files, read in place (never copied into the repository): beside the
 * repository when it is checked out next to them, else the workspace's copy (a clean clone for CI
 * lives elsewhere).
 */
const beside = join(import.meta.dirname, '..', '..', '..', 'shared', 'samples');
export const SAMPLES = existsSync(beside) ? beside : '/work/shared/samples';

export const samplePath = (path: string) => join(SAMPLES, path);
export const sample = (path: string) => new Uint8Array(readFileSync(samplePath(path)));
