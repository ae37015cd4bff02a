import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_NAMES, startLocalCloud } from './cloud.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = new Set(process.argv.slice(2));
const started = performance.now();

const cloud = await startLocalCloud({
  port: Number(process.env.PORT ?? 3000),
  stateDir: process.env.LOOPLINE_STATE_DIR ?? join(repoRoot, '.local'),
  reset: args.has('--reset') || process.env.LOOPLINE_RESET === '1',
  captcha: process.env.LOOPLINE_CAPTCHA === 'off' ? 'off' : 'on',
  repoRoot,
  s3HttpsPort: Number(process.env.LOOPLINE_S3_HTTPS_PORT ?? 0),
  s3Port: Number(process.env.LOOPLINE_S3_PORT ?? 0),
  s3PublicUrl: process.env.LOOPLINE_S3_PUBLIC_URL?.replace(/\/+$/, '') || undefined,
}).catch((error: Error) => {
  console.error(`\nLoopline could not start: ${error.message}\n`);
  process.exit(1);
});

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`
  Loopline is running at ${cloud.url}   (ready in ${seconds} s)

  Platform administrator   account: ${cloud.credentials.admin.account}   password: ${cloud.credentials.admin.password}
  Demo user                account: ${cloud.credentials.demo.account}    password: ${cloud.credentials.demo.password}
  Demo's colleague         account: ${cloud.credentials.colleague.account}   password: ${cloud.credentials.colleague.password}   (in demo's team and the Demo plant project)
  Tenant 000000 · captcha ${process.env.LOOPLINE_CAPTCHA === 'off' ? 'off (automated clients)' : 'on'} · SMS codes are printed here
  S3 emulator (the browser uploads and downloads here directly)  ${cloud.s3BrowserEndpoint}
  S3 over HTTPS (sts uploads)  ${cloud.s3HttpsEndpoint.replace('//', `//${LOCAL_NAMES.filesBucket}.`)}/   self-signed: open it once to accept it
  State in ${process.env.LOOPLINE_STATE_DIR ?? '.local/'} (npm start -- --reset starts afresh) · Ctrl-C stops
`);
console.log('LOOPLINE_READY', cloud.url);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Loopline…');
    await cloud.stop();
    process.exit(0);
  });
}
