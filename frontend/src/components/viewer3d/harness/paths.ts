/// <reference types="node" />
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Harness locations: generated models and results live in the repo's ignored `.local/` folder. */
export const HARNESS_DIR = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(HARNESS_DIR, '../../../../..');
export const OUT_DIR = join(REPO_ROOT, '.local/viewer3d-harness');
export const PUBLIC_DIR = join(OUT_DIR, 'public');
export const SCREENSHOT_DIR = join(OUT_DIR, 'screenshots');
export const SAMPLE_GLB = '/work/shared/samples/mesh/2CylinderEngine.glb';
