import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '../../../app/queryClient.ts';
import './identify.css';
import { IdentifyScreen, notReadyMessage } from './IdentifyScreen.tsx';
import { Centered, Problem } from './Problem.tsx';
import { useDrawingQuery, useRecord, useRows } from './queries.ts';
import { readIdentifyQuery } from './query.ts';

/**
 * `#/file/identify-preview` (spec 1 §2): a recognised page of a drawing, opened from the recognition
 * panel in its own window. Sign-in is required (the route sits behind RequireAuth).
 */
export function IdentifyPreviewPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readIdentifyQuery(params);
  const projectId = query?.projectId ?? '';
  const fileId = query?.fileId ?? '';
  const record = useRecord(projectId, fileId);
  // The page's drawing and rows are read alongside the record rather than after it (one round trip
  // less before the first frame); the screen below reads the same cache entries.
  useDrawingQuery(projectId, fileId, query?.page ?? 1, Boolean(query));
  useRows(projectId, query?.pfileId ?? '', query?.page ?? 1, Boolean(query));
  const onPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next, { replace: true });
  };
  const body = () => {
    if (!query) return <Problem message={t('identify.missingQuery')} />;
    if (record.error)
      return (
        <Problem
          message={t('identify.loadFailed', { message: errorText(record.error) })}
          onRetry={() => void record.refetch()}
        />
      );
    if (record.isPending) return <Centered loading>{t('identify.loading')}</Centered>;
    const notReady = notReadyMessage(record.data, t);
    if (notReady)
      return (
        <Problem
          type={record.data?.state === 99 ? 'error' : 'info'}
          message={notReady}
          onRetry={() => void record.refetch()}
        />
      );
    return <IdentifyScreen query={query} record={record.data!} onPage={onPage} />;
  };
  return (
    <div className="identify-page" data-testid="identify-page">
      {body()}
    </div>
  );
}
