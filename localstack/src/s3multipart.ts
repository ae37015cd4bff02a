import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { KoaContext, Middleware } from 's3rver';

/**
 * ListParts and AbortMultipartUpload for s3rver, which answers both with 405. Upload resume and
 * merge verification ask S3 which parts it holds (the same code runs against AWS), so the local
 * emulator must answer too. s3rver keeps a multipart upload's parts as files named by part number
 * (with `<n>.md5` beside each) in a per-upload folder; these answers are read from there.
 */
export function multipartExtensions(uploadsDir: (bucket: string) => string): Middleware {
  return async (ctx: KoaContext, next) => {
    const uploadId = ctx.query.uploadId;
    const match = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    if (!uploadId || !match || !/^[0-9a-f]+$/.test(uploadId) || ctx.query.partNumber) return next();
    const [, bucket, key] = match as unknown as [string, string, string];
    const dir = join(uploadsDir(bucket), uploadId);
    if (ctx.method === 'GET' || ctx.method === 'DELETE') await corsHeaders(ctx, bucket);
    if (ctx.method === 'GET') return listParts(ctx, dir, bucket, key, uploadId);
    if (ctx.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = '';
      return;
    }
    return next();
  };
}

/**
 * These answers skip s3rver's router, whose CORS middleware would add the bucket's CORS headers:
 * browsers (Amplify Storage aborts a cancelled multipart upload itself) need them here too.
 */
async function corsHeaders(ctx: KoaContext, bucket: string) {
  const origin = ctx.get('origin');
  if (!origin) return;
  const rule = (await ctx.store.getSubresource(bucket, undefined, 'cors'))?.matchRule(origin, ctx.method);
  if (!rule) return;
  ctx.set('Access-Control-Allow-Origin', rule.hasWildcardOrigin ? '*' : origin);
  if (rule.exposeHeaders.length) ctx.set('Access-Control-Expose-Headers', rule.exposeHeaders.join(', '));
}

async function listParts(ctx: KoaContext, dir: string, bucket: string, key: string, uploadId: string) {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    ctx.status = 404;
    ctx.set('content-type', 'application/xml');
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${uploadId}</UploadId></Error>`;
    return;
  }
  const numbers = names
    .filter((n) => /^\d+$/.test(n))
    .map(Number)
    .sort((a, b) => a - b);
  const parts: string[] = [];
  for (const n of numbers) {
    const [info, md5] = await Promise.all([
      stat(join(dir, String(n))),
      readFile(join(dir, `${n}.md5`), 'utf8').catch(() => null),
    ]);
    // A part still being written has no checksum file yet: it is not there.
    if (md5 === null) continue;
    parts.push(
      `<Part><PartNumber>${n}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5.trim()}"</ETag><Size>${info.size}</Size></Part>`,
    );
  }
  ctx.status = 200;
  ctx.set('content-type', 'application/xml');
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId><PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
