import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteFeedback,
  exportFeedback,
  type Feedback,
  type FeedbackFilters,
  listFeedback,
} from '../../../api/feedback.ts';
import { saveBlob } from '../../../app/saveAs.ts';
import { ConfirmDelete, CRUD_DEFAULT_PAGE_SIZE, CrudTable } from '../../../components/crud/CrudTable.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { usePagedQuery } from '../../../components/paged/usePagedQuery.ts';
import { platformKeys } from '../queries.ts';
import { feedbackColumns } from './columns.tsx';
import { DetailDialog } from './DetailDialog.tsx';
import { FeedbackFilterBar, type FeedbackFilterValues, FeedbackTableHeader } from './header.tsx';
import { ReplyDialog } from './ReplyDialog.tsx';
import '../../../components/feedback/feedback.css';
import './feedback-admin.css';

/** The server's filters for the search text and the filter bar's values. */
function toFilters(keyword: string, { replyStatus, urgency, range }: FeedbackFilterValues): FeedbackFilters {
  const absolute = range?.type === 'absolute' ? range : null;
  return {
    ...(keyword ? { keyword } : {}),
    ...(replyStatus ? { replyStatus: Number(replyStatus) as 0 | 1 } : {}),
    ...(urgency ? { emerg: Number(urgency) } : {}),
    ...(absolute
      ? { startDate: absolute.startDate.slice(0, 10), endDate: absolute.endDate.slice(0, 10) }
      : {}),
  };
}

/** Back office: feedback handling with reply templates and the xlsx export (spec 3 §1, §2, §7). */
export function PlatformFeedbackPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FeedbackFilterValues>({ replyStatus: '', urgency: '', range: null });
  const [replying, setReplying] = useState<Feedback | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const feedback = usePagedQuery({
    queryKey: [...platformKeys.feedback(), values],
    load: ({ current, size, search }) => listFeedback({ current, size, ...toFilters(search, values) }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  const { selected } = feedback;
  const reload = () => queryClient.invalidateQueries({ queryKey: platformKeys.feedback() });

  const remove = async () => {
    setBusy(true);
    try {
      const res = await deleteFeedback(selected.map((f) => f.id));
      notify.success(res.msg);
      setDeleting(false);
      await reload();
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    try {
      const { blob, fileName } = await exportFeedback(toFilters(feedback.search, values));
      if (blob.size === 0) throw new Error('empty');
      saveBlob(blob, fileName);
    } catch (error) {
      notify.error(
        error instanceof Error && error.message && error.message !== 'empty'
          ? error.message
          : t('feedbackAdmin.downloadFailed'),
      );
    }
  };

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('feedbackAdmin.description')}>
          {t('feedbackAdmin.title')}
        </Header>
      }
    >
      <CrudTable<Feedback>
        testId="feedback-table"
        stickyLast={1}
        paged={feedback}
        columns={feedbackColumns(t, { onReply: setReplying, onView: (f) => setViewing(f.id) })}
        trackBy="id"
        header={
          <FeedbackTableHeader
            selected={selected}
            total={feedback.total}
            onRefresh={() => void feedback.refetch()}
            onDelete={() => setDeleting(true)}
            onExport={() => void download()}
          />
        }
        filter={
          <FeedbackFilterBar
            text={feedback.filter}
            onText={feedback.setFilter}
            values={values}
            onChange={(next) => {
              setValues(next);
              feedback.setCurrent(1);
            }}
          />
        }
      />
      <Box />
      {replying && (
        <ReplyDialog
          feedback={replying}
          onClose={() => setReplying(null)}
          onReplied={() => {
            setReplying(null);
            void reload();
          }}
        />
      )}
      {viewing && (
        <DetailDialog feedbackId={viewing} onClose={() => setViewing(null)} onChanged={() => void reload()} />
      )}
      {deleting && (
        <ConfirmDelete busy={busy} onCancel={() => setDeleting(false)} onConfirm={() => void remove()} />
      )}
    </ContentLayout>
  );
}
