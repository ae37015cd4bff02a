import { build } from 'esbuild';
import { join } from 'node:path';
const src = join(process.cwd(), 'functions/src');
for (const entry of process.argv.slice(2)) {
  const t0 = Date.now();
  const r = await build({ entryPoints: [join(src, entry)], bundle: true, write: false, platform: 'node', format: 'esm', external: ['@aws-sdk/*', 'svg-captcha', 'web-ifc', 'occt-import-js', '@mlightcad/libredwg-web', 'sharp', '@napi-rs/canvas'], logLevel: 'silent', outdir: '/tmp/x' });
  const code = r.outputFiles.find((f) => f.path.endsWith('.js')).text;
  const uses = [];
  for (const v of ['TABLE_NAME', 'CONNECTIONS_TABLE_NAME', 'FILES_BUCKET', 'WS_MANAGEMENT_ENDPOINT', 'UPLOAD_ROLE_ARN', 'EMAIL_PROVIDER', 'SMS_PROVIDER']) if (code.includes('process.env.' + v)) uses.push(v);
  for (const m of code.matchAll(/startWorkflow\d*\(\s*"(\w+)"/g)) uses.push('sfn:' + m[1]);
  for (const c of ['AssumeRoleCommand', 'PublishCommand', 'SendEmailCommand', 'PostToConnectionCommand']) if (new RegExp('new ' + c).test(code)) uses.push(c);
  console.log(entry.padEnd(28), [...new Set(uses)].join(' '), Date.now() - t0, 'ms');
}
