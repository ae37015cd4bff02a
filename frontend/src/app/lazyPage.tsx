import { type ComponentType, useEffect, useState } from 'react';
import { PageLoader } from '../components/PageLoader.tsx';

/**
 * A page (or layout) fetched as its own chunk (a dynamic import) the first time a route shows it,
 * with the page loader in its place meanwhile. `name` is the module's export, so pages keep named
 * exports. `likelyNext` pages (the shell, home, sign-in) start loading at once, beside the first
 * render, since one of them is what the visitor sees next.
 *
 * Not React.lazy: a page revealed from a Suspense fallback is held back by React for up to 300 ms
 * (its pacing of fallbacks), on every first visit of a page; here the page shows the moment its
 * chunk is in, and a chunk already in renders at once. A chunk that fails to load is thrown to the
 * router's error page.
 */
export function lazyPage<M extends Record<K, ComponentType<never>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  likelyNext = false,
): M[K] {
  let loaded: ComponentType<object> | undefined;
  let loading: Promise<ComponentType<object>> | undefined;
  const loadOnce = () => {
    loading ??= load().then((module) => {
      loaded = module[name] as ComponentType<object>;
      return loaded;
    });
    return loading;
  };
  if (likelyNext) void loadOnce().catch(() => {});
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level, like React.lazy.
  function LazyPage(props: object) {
    const [chunk, setChunk] = useState<{ page?: ComponentType<object>; error?: unknown }>(() => ({
      page: loaded,
    }));
    useEffect(() => {
      if (!chunk.page && !chunk.error)
        loadOnce().then(
          (page) => setChunk({ page }),
          (error: unknown) => setChunk({ error }),
        );
    }, [chunk]);
    if (chunk.error) throw chunk.error;
    const Page = chunk.page;
    return Page ? <Page {...props} /> : <PageLoader />;
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage as unknown as M[K];
}
