import { useEffect, useState } from 'react';

/**
 * Seconds since this component first saw the run (ticking each second), for bars whose pipeline
 * reports no stages (an upgrade): the estimate starts when the page learns of the run.
 */
export function useElapsedSeconds(running: boolean): number {
  const [start, setStart] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) {
      setStart(null);
      return;
    }
    setStart((s) => s ?? Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return start === null ? 0 : Math.max(0, (now - start) / 1000);
}
