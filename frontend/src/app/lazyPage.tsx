import { type ComponentType, lazy, Suspense, useState } from 'react';
import { PageLoader } from '../components/PageLoader.tsx';

/**
 * A page (or layout) that is fetched as its own chunk the first time a route shows it, with the
 * page loader in its place meanwhile. `name` is the module's export, so pages keep named exports.
 * `likelyNext` pages (the shell, home, sign-in) start loading at once, beside the first render, since
 * one of them is what the visitor sees next.
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
  const Page = lazy(async () => ({ default: await loadOnce() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level, like React.lazy itself.
  function LazyPage(props: object) {
    // A chunk already here renders at once: suspending would hold the page back (React paces the
    // reveal of suspended content). Decided once per mount, so the page is never remounted.
    const [ready] = useState(() => loaded);
    if (ready) {
      const Ready = ready;
      return <Ready {...props} />;
    }
    return (
      <Suspense fallback={<PageLoader />}>
        <Page {...props} />
      </Suspense>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage as unknown as M[K];
}
