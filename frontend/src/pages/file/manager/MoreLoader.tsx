import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryListState } from './useEntryList.ts';

/**
 * The end of the list: when it scrolls into view and there is a next page, that page is read
 * (spec 1 §2: both modes fetch more pages automatically).
 */
export function MoreLoader({ state, onMore }: { state: EntryListState; onMore: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const ready = state.status === 'ready' ? state : null;
  const pending = Boolean(ready?.cursor) && !ready?.loadingMore && !ready?.moreFailed;

  useEffect(() => {
    const node = ref.current;
    if (!node || !pending) return;
    // A new observer per page (pending turns off while one loads): it reports at once whether the
    // end is still in view, so a short page is followed by the next.
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((r) => r.isIntersecting)) onMore();
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [pending, onMore]);

  if (!ready) return null;
  return (
    <div
      ref={ref}
      className="ll-more"
      data-testid="file-list-more"
      data-state={ready.loadingMore ? 'loading' : ready.cursor ? 'more' : 'end'}
    >
      {ready.loadingMore && (
        <Box color="text-body-secondary">
          <Spinner /> {t('files.loadingMore')}
        </Box>
      )}
      {ready.moreFailed && (
        <Button variant="inline-link" onClick={onMore}>
          {t('files.loadMoreFailed')}
        </Button>
      )}
      {!ready.cursor && ready.entries.length > 0 && (
        <Box color="text-body-secondary" fontSize="body-s">
          {t('files.shownAll', { count: ready.entries.length })}
        </Box>
      )}
    </div>
  );
}
