import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { Page } from '@loopline/shared';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Feedback, myFeedbacks, type ThreadItem } from '../../api/feedback.ts';
import { FeedbackCard } from './FeedbackCard.tsx';
import './feedback.css';

const PAGE_SIZE = 10;
const MY_FEEDBACK = ['feedback', 'mine'] as const;

/**
 * My feedback (spec 1 §2, dialog 714 px): each feedback with its pictures, the received or
 * not-received tag, replies and comments in turn, and a comment box (2–4 rows) only after a reply.
 */
export function MyFeedbackDialog({ focusId, onClose }: { focusId?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Read afresh each time the dialog opens (dropped when it closes), ten at a time.
  const query = useInfiniteQuery({
    queryKey: MY_FEEDBACK,
    queryFn: ({ pageParam }) => myFeedbacks(pageParam, PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last, all) =>
      all.reduce((n, page) => n + page.records.length, 0) < last.total ? all.length + 1 : undefined,
    gcTime: 0,
  });
  const records = query.data?.pages.flatMap((page) => page.records) ?? [];
  const loading = query.isFetching;

  /** A comment sent: it joins the thread, and the feedback waits for a reply again. */
  const commented = (feedbackId: string, item: ThreadItem) =>
    queryClient.setQueryData<InfiniteData<Page<Feedback>, number>>(
      MY_FEEDBACK,
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            records: page.records.map((f) =>
              f.id === feedbackId
                ? {
                    ...f,
                    lastItem: 'comment',
                    replyStatus: 0,
                    replyFeedbackInfos: [...(f.replyFeedbackInfos ?? []), item],
                  }
                : f,
            ),
          })),
        },
    );

  return (
    <Modal
      visible
      size="large"
      className="ll-feedback-dialog"
      onDismiss={onClose}
      header={t('myFeedback.title')}
      data-testid="my-feedback"
      footer={
        <Box float="right">
          <Button onClick={onClose}>{t('myFeedback.close')}</Button>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {records.map((record) => (
          <FeedbackCard
            key={record.id}
            record={record}
            focused={record.id === focusId}
            onCommented={commented}
          />
        ))}
        {loading && (
          <Box textAlign="center">
            <Spinner />
          </Box>
        )}
        {!loading && records.length === 0 && (
          <Box textAlign="center" color="text-status-inactive" padding="l" data-testid="my-feedback-empty">
            {t('myFeedback.empty')}
          </Box>
        )}
        {!loading && query.hasNextPage && (
          <Box textAlign="center">
            <Button onClick={() => void query.fetchNextPage()}>{t('myFeedback.loadMore')}</Button>
          </Box>
        )}
      </SpaceBetween>
    </Modal>
  );
}
