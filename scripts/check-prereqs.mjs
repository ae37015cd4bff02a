// Plain JavaScript on purpose: it must run, and explain, on an older Node too.
import { spawnSync } from 'node:child_process';

const problems = [];
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  problems.push(
    `Node.js 22.12 or newer is required (this is ${process.version}). Install Node 22 LTS, or run\n` +
      '    npm i --no-save --prefix ~/.node22 node@22 && export PATH=~/.node22/node_modules/.bin:$PATH',
  );
}
const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
if (java.error || java.status !== 0) {
  problems.push(
    'A Java 17+ runtime is required for DynamoDB Local (e.g. `apt-get install openjdk-17-jre-headless`).',
  );
} else {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${java.stderr}${java.stdout}`);
  const version = match ? Number(match[1] === '1' ? match[2] : match[1]) : 0;
  if (version < 17)
    problems.push(
      `Java 17+ is required for DynamoDB Local (found ${match ? match[0] : 'an unknown version'}).`,
    );
}
if (problems.length) {
  console.error(`\nLoopline cannot start on this machine:\n\n- ${problems.join('\n- ')}\n`);
  process.exit(1);
}
