import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterEach, describe, expect, it, vi } from 'vitest';

const ENV = {
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:4569',
  S3_FORCE_PATH_STYLE: 'true',
};

async function signedHost(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries({ ...ENV, ...env })) vi.stubEnv(key, value);
  const { presigner } = await import('./s3.ts');
  const url = await getSignedUrl(presigner, new GetObjectCommand({ Bucket: 'files', Key: 'a/b' }));
  return new URL(url);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('presigned URLs for the browser', () => {
  it('use the S3 endpoint by default', async () => {
    const url = await signedHost({});
    expect(url.origin).toBe('http://127.0.0.1:4569');
    expect(url.pathname).toBe('/files/a/b');
  });

  it('use LOOPLINE_S3_PUBLIC_URL under the local cloud (a forwarded port, another host)', async () => {
    const url = await signedHost({
      LOOPLINE_LOCAL: 'true',
      LOOPLINE_S3_PUBLIC_URL: 'http://devbox.lan:9000',
    });
    expect(url.origin).toBe('http://devbox.lan:9000');
    expect(url.pathname).toBe('/files/a/b');
  });

  it('ignore it outside the local cloud (deployed, real S3 URLs are public)', async () => {
    // The test process may itself run beside a local cloud: say explicitly that this one is deployed.
    const url = await signedHost({ LOOPLINE_LOCAL: '', LOOPLINE_S3_PUBLIC_URL: 'http://devbox.lan:9000' });
    expect(url.origin).toBe('http://127.0.0.1:4569');
  });
});
