// `npm start`: check prerequisites, build the web app when it is missing or stale, run the local cloud.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = spawnSync(process.execPath, [join(root, 'scripts/check-prereqs.mjs')], { stdio: 'inherit' });
if (check.status !== 0) process.exit(check.status ?? 1);

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const index = join(root, 'frontend/dist/index.html');
const stale =
  !existsSync(index) ||
  newest(join(root, 'frontend')) > statSync(index).mtimeMs ||
  newest(join(root, 'shared/src')) > statSync(index).mtimeMs;
if (stale) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const tsx = join(root, 'node_modules/.bin/tsx');
const child = spawn(tsx, [join(root, 'localstack/src/main.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
