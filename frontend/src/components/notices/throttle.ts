/**
 * Runs `fn` at most once per `wait` ms: the first call at once, later calls inside the window
 * collapse into one trailing call with the latest arguments.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  now = () => Date.now(),
) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: A | undefined;
  const run = () => {
    timer = undefined;
    last = now();
    const args = latest!;
    latest = undefined;
    fn(...args);
  };
  const throttled = (...args: A) => {
    latest = args;
    const remaining = wait - (now() - last);
    if (remaining <= 0 && !timer) run();
    else timer ??= setTimeout(run, Math.max(0, remaining));
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    latest = undefined;
  };
  return throttled;
}
