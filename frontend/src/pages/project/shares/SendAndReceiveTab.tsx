import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Pagination from '@cloudscape-design/components/pagination';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelShareLink, listShares, type ShareRow } from '../../../api/share.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { absoluteTime } from '../../file/manager/rules.ts';
import { linkSharingPath } from '../../file/share/linkUrl.ts';

const SIZE = 20;
type Direction = 'send' | 'receive';
const STATE_TYPE = { valid: 'success', expired: 'stopped', cancelled: 'stopped' } as const;

/** /myproject/sendAndReceive (spec 2 §2): shares the user sent (links and to members) and received. */
export function SendAndReceiveTab() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [direction, setDirection] = useState<Direction>('send');
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<{ records: ShareRow[]; total: number } | null | 'failed'>(null);
  const [version, setVersion] = useState(0);
  const [cancelling, setCancelling] = useState<ShareRow | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for a fresh read.
  useEffect(() => {
    let live = true;
    setPage(null);
    listShares(direction, current, SIZE).then(
      (p) => live && setPage(p),
      () => live && setPage('failed'),
    );
    return () => {
      live = false;
    };
  }, [direction, current, version]);

  const who = (row: ShareRow) => {
    if (direction === 'receive') return row.creatorName;
    if (row.audience === 'members') return row.recipientNames.join(', ');
    return row.withCode ? t('share.list.linkWithCode') : t('share.list.link');
  };
  const rows = page && page !== 'failed' ? page.records : [];

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
        items={rows}
        trackBy="id"
        loading={page === null}
        loadingText={t('share.list.loading')}
        data-testid="shares-table"
        empty={
          <Box color="text-body-secondary">
            {page === 'failed' ? t('share.list.loadFailed') : t('share.list.empty')}
          </Box>
        }
        pagination={
          page && page !== 'failed' && page.total > SIZE ? (
            <Pagination
              currentPageIndex={current}
              pagesCount={Math.ceil(page.total / SIZE)}
              onChange={({ detail }) => setCurrent(detail.currentPageIndex)}
            />
          ) : undefined
        }
        columnDefinitions={[
          { id: 'name', header: t('share.list.name'), cell: (r) => r.name },
          {
            id: 'who',
            header: direction === 'send' ? t('share.list.to') : t('share.list.from'),
            cell: who,
          },
          { id: 'time', header: t('share.list.time'), cell: (r) => absoluteTime(r.createTime) },
          {
            id: 'expiry',
            header: t('share.list.expiry'),
            cell: (r) => (r.expireTime ? absoluteTime(r.expireTime) : t('share.list.permanent')),
          },
          {
            id: 'state',
            header: t('share.list.state'),
            cell: (r) => (
              <StatusIndicator type={STATE_TYPE[r.state]}>{t(`share.state.${r.state}`)}</StatusIndicator>
            ),
          },
          {
            id: 'actions',
            header: t('share.list.actions'),
            cell: (r) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant="inline-link"
                  disabled={r.state !== 'valid'}
                  onClick={() => navigate(linkSharingPath(r.id))}
                  data-testid={`share-open-${r.id}`}
                >
                  {t('share.list.open')}
                </Button>
                {r.isCreator && r.state === 'valid' && (
                  <Button
                    variant="inline-link"
                    onClick={() => setCancelling(r)}
                    data-testid={`share-cancel-${r.id}`}
                  >
                    {t('share.list.cancel')}
                  </Button>
                )}
              </SpaceBetween>
            ),
          },
        ]}
      />
      {cancelling && (
        <ConfirmModal
          header={t('share.list.cancel')}
          confirmText={t('share.list.cancel')}
          onConfirm={async () => {
            const res = await cancelShareLink(cancelling.id);
            notify.success(res.msg);
            setVersion((v) => v + 1);
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
