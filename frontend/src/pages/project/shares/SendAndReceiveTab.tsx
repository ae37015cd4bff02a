import Box from '@cloudscape-design/components/box';
import Pagination from '@cloudscape-design/components/pagination';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelShareLink, listShares, type ShareRow } from '../../../api/share.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { linkSharingPath } from '../../file/share/linkUrl.ts';
import { projectKeys } from '../queries.ts';
import { type Direction, shareColumns } from './columns.tsx';

const SIZE = 20;

/** /myproject/sendAndReceive (spec 2 §2): shares the user sent (links and to members) and received. */
export function SendAndReceiveTab() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const [direction, setDirection] = useState<Direction>('send');
  const [current, setCurrent] = useState(1);
  const [cancelling, setCancelling] = useState<ShareRow | null>(null);
  const shares = useQuery({
    queryKey: [...projectKeys.shares(direction), current],
    queryFn: () => listShares(direction, current, SIZE),
  });
  const page = shares.isFetching || shares.error ? undefined : shares.data;

  return (
    <SpaceBetween size="m">
      <SegmentedControl
        selectedId={direction}
        onChange={({ detail }) => {
          setDirection(detail.selectedId as Direction);
          setCurrent(1);
        }}
        options={[
          { id: 'send', text: t('share.list.sent') },
          { id: 'receive', text: t('share.list.received') },
        ]}
        data-testid="shares-direction"
      />
      <Table
        items={page?.records ?? []}
        trackBy="id"
        loading={shares.isFetching}
        loadingText={t('share.list.loading')}
        data-testid="shares-table"
        empty={
          <Box color="text-body-secondary">
            {shares.error ? t('share.list.loadFailed') : t('share.list.empty')}
          </Box>
        }
        pagination={
          page && page.total > SIZE ? (
            <Pagination
              currentPageIndex={current}
              pagesCount={Math.ceil(page.total / SIZE)}
              onChange={({ detail }) => setCurrent(detail.currentPageIndex)}
            />
          ) : undefined
        }
        columnDefinitions={shareColumns(t, direction, {
          onOpen: (row) => navigate(linkSharingPath(row.id)),
          onCancel: setCancelling,
        })}
      />
      {cancelling && (
        <ConfirmModal
          header={t('share.list.cancel')}
          confirmText={t('share.list.cancel')}
          onConfirm={async () => {
            const res = await cancelShareLink(cancelling.id);
            notify.success(res.msg);
            void queryClient.invalidateQueries({ queryKey: projectKeys.shares(direction) });
          }}
          onCancel={() => setCancelling(null)}
          onDone={() => setCancelling(null)}
        >
          {t('share.page.cancelConfirm')}
        </ConfirmModal>
      )}
    </SpaceBetween>
  );
}
