import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { ShareRow } from '../../../api/share.ts';
import { absoluteTime } from '../../file/manager/rules.ts';

export type Direction = 'send' | 'receive';
const STATE_TYPE = { valid: 'success', expired: 'stopped', cancelled: 'stopped' } as const;

/** The shares' columns: name, to whom (sent) or from whom (received), time, expiry, state, open and cancel. */
export function shareColumns(
  t: TFunction,
  direction: Direction,
  { onOpen, onCancel }: { onOpen: (row: ShareRow) => void; onCancel: (row: ShareRow) => void },
): TableProps.ColumnDefinition<ShareRow>[] {
  const who = (row: ShareRow) => {
    if (direction === 'receive') return row.creatorName;
    if (row.audience === 'members') return row.recipientNames.join(', ');
    return row.withCode ? t('share.list.linkWithCode') : t('share.list.link');
  };
  return [
    { id: 'name', header: t('share.list.name'), cell: (r) => r.name },
    { id: 'who', header: direction === 'send' ? t('share.list.to') : t('share.list.from'), cell: who },
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
            onClick={() => onOpen(r)}
            data-testid={`share-open-${r.id}`}
          >
            {t('share.list.open')}
          </Button>
          {r.isCreator && r.state === 'valid' && (
            <Button variant="inline-link" onClick={() => onCancel(r)} data-testid={`share-cancel-${r.id}`}>
              {t('share.list.cancel')}
            </Button>
          )}
        </SpaceBetween>
      ),
    },
  ];
}
