import { type RefObject, useEffect, useRef, useState } from 'react';
import { type EngineCallbacks, ViewerEngine } from '../engine/ViewerEngine.ts';

/**
 * Creates the three.js engine inside `hostRef` for the component's lifetime. The callbacks may
 * change between renders; the engine always calls the latest ones. `failed` is set when the browser
 * has no WebGL 2.
 */
export function useViewerEngine(hostRef: RefObject<HTMLDivElement | null>, callbacks: EngineCallbacks) {
  const [engine, setEngine] = useState<ViewerEngine | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(callbacks);
  latest.current = callbacks;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let created: ViewerEngine;
    try {
      created = new ViewerEngine(host, {
        onClick: (hit) => latest.current.onClick(hit),
        onFirstFrame: (stats) => latest.current.onFirstFrame(stats),
      });
    } catch (error) {
      console.error('3D viewer: WebGL is not available', error);
      setFailed(true);
      return;
    }
    setEngine(created);
    return () => {
      created.dispose();
      setEngine(null);
    };
  }, [hostRef]);

  return { engine, failed };
}
