import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import S3rver from 's3rver';
import { atomicPuts, type FilesystemStore } from './s3atomic.ts';
import { multipartExtensions } from './s3multipart.ts';

/**
 * CORS like the deployed buckets: browsers PUT parts directly and must read the ETag; Amplify
 * Storage (the sts upload type) also POSTs to create/complete and DELETEs to abort multipart uploads.
 */
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>DELETE</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startS3(port: number, directory: string, buckets: string[]): Promise<S3Local> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    vhostBuckets: false,
    // Browsers reach it through other host names than the signer used (localhost vs 127.0.0.1).
    allowMismatchedSignatures: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [CORS] })),
  });
  atomicPuts(server.store as unknown as FilesystemStore);
  server.middleware.unshift(
    multipartExtensions((bucket) => server.store.getResourcePath(bucket, undefined, 'uploads')),
  );
  const httpServer = (await server.run()) as unknown as Server;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      httpServer.closeAllConnections?.();
      await server.close();
    },
  };
}
