import { createServer } from 'node:net';

/** Asks the OS for a free port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Waits until `probe` succeeds, retrying every `intervalMs` until `timeoutMs`. */
export async function waitFor(
  what: string,
  probe: () => Promise<unknown>,
  timeoutMs = 60_000,
  intervalMs = 100,
) {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      await probe();
      return;
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }
  throw new Error(`${what} did not become ready within ${timeoutMs} ms: ${String(lastError)}`);
}
