import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { EntryListState } from './useEntryList.ts';

/** What the list shows without entries: a failure, no search match, or an empty folder. */
export function EmptyState({
  state,
  searching,
  onClearSearch,
  onRetry,
}: {
  state: EntryListState;
  searching: boolean;
  onClearSearch: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (state.status === 'error')
    return (
      <Box textAlign="center" padding="l" data-testid="file-list-error">
        <SpaceBetween size="s" alignItems="center">
          <StatusIndicator type="error">{t('files.loadFailed')}</StatusIndicator>
          <Box color="text-body-secondary">{state.message}</Box>
          <Button onClick={onRetry}>{t('files.retry')}</Button>
        </SpaceBetween>
      </Box>
    );
  return (
    <Box textAlign="center" padding="l" color="inherit" data-testid="file-list-empty">
      <SpaceBetween size="xs" alignItems="center">
        <Box variant="strong" color="inherit">
          {searching ? t('files.empty.search') : t('files.empty.folder')}
        </Box>
        {searching ? (
          <Button onClick={onClearSearch}>{t('files.search.clear')}</Button>
        ) : (
          <Box color="text-body-secondary">{t('files.empty.hint')}</Box>
        )}
      </SpaceBetween>
    </Box>
  );
}
