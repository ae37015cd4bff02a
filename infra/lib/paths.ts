import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: every path the CDK app reads is resolved from here, never from the cwd. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const FUNCTIONS_SRC = join(REPO_ROOT, 'functions', 'src');
export const STATE_MACHINES_DIR = join(REPO_ROOT, 'statemachines');
export const LOCK_FILE = join(REPO_ROOT, 'package-lock.json');
export const CDK_JSON = join(REPO_ROOT, 'cdk.json');

/** The built SPA, when `npm run build:web` has run; the web stack deploys it only if it exists. */
export function frontendDist(): string | undefined {
  const dir = join(REPO_ROOT, 'frontend', 'dist');
  return existsSync(join(dir, 'index.html')) ? dir : undefined;
}
