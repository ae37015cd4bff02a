/** Small statistics helpers for the benchmarks (all figures in milliseconds unless named otherwise). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const median = (values: number[]) => percentile(values, 50);

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  requestsPerSecond: number;
  latencies: number[];
}

/**
 * Runs `total` requests through `concurrency` parallel workers, each waiting for its answer before
 * the next (closed loop), and counts non-2xx answers and failures as errors.
 */
export async function load(
  total: number,
  concurrency: number,
  request: () => Promise<Response>,
): Promise<LoadResult> {
  let issued = 0;
  let errors = 0;
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < total) {
        issued++;
        const t = performance.now();
        try {
          const res = await request();
          await res.arrayBuffer();
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { requests: total, errors, seconds, requestsPerSecond: total / seconds, latencies };
}
