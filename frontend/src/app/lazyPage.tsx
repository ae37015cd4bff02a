import { type ComponentType, lazy, Suspense } from 'react';
import { PageLoader } from '../components/PageLoader.tsx';

const loaders: (() => Promise<unknown>)[] = [];

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
  let loading: Promise<M> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  if (likelyNext) void loadOnce().catch(() => {});
  else loaders.push(loadOnce);
  const Page = lazy(async () => ({ default: (await loadOnce())[name] as ComponentType<object> }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level, like React.lazy itself.
  function LazyPage(props: object) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page {...props} />
      </Suspense>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage as unknown as M[K];
}

/**
 * Once the first page has rendered and the browser is idle, the other pages' chunks are fetched one
 * after another, so moving between pages later does not wait on the network. They are not part of
 * the first load: index.html preloads only the entry's own chunks.
 */
export function prefetchPagesWhenIdle() {
  const idle = (next: () => void) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(next, { timeout: 2000 })
      : setTimeout(next, 200);
  const queue = [...loaders];
  const step = () => {
    const load = queue.shift();
    if (load)
      void load().then(
        () => idle(step),
        () => idle(step),
      );
  };
  idle(step);
}
