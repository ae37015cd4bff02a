import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AccessHistoryView,
  type AccessSourceType,
  accessHistoryPage,
  removeAccessRecords,
  removeAllAccessRecords,
} from '../../../api/accessHistory.ts';
import { formatDateTime } from '../../../app/format.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { ConfirmDelete, CRUD_DEFAULT_PAGE_SIZE, CrudTable } from '../../../components/crud/CrudTable.tsx';
import { selectionAction } from '../../../components/crud/selection.ts';
import { notify } from '../../../components/notifications/store.ts';
import { usePagedQuery } from '../../../components/paged/usePagedQuery.ts';
import { useDebounced } from '../../../components/useDebounced.ts';
import { isPastOrToday } from '../log/filters.tsx';
import { platformKeys } from '../queries.ts';

const dayOf = (value: string) => value.slice(0, 10);

/** /platform/access-history: who opened which project or file (cloud/accesshistory), with remove and remove-all. */
export function PlatformAccessHistoryPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [sourceType, setSourceType] = useState<AccessSourceType>('project');
  const [account, setAccount] = useState('');
  const [range, setRange] = useState<DateRangePickerProps.AbsoluteValue | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [busy, setBusy] = useState(false);
  const typedAccount = useDebounced(account.trim());
  const filters = {
    accessSourceType: sourceType,
    ...(typedAccount ? { account: typedAccount } : {}),
    ...(range ? { startDate: dayOf(range.startDate), endDate: dayOf(range.endDate) } : {}),
  };
  const records = usePagedQuery({
    queryKey: [...platformKeys.accessHistory(), filters],
    load: ({ current, size }) => accessHistoryPage({ current, size, ...filters }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: platformKeys.accessHistory() });

  const removeSelected = async () => {
    setBusy(true);
    try {
      const res = await removeAccessRecords(records.selected.map((r) => r.id));
      notify.success(res.msg);
      setDeleting(false);
      await reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('access.description')}>
          {t('access.title')}
        </Header>
      }
    >
      <CrudTable<AccessHistoryView>
        testId="access-table"
        paged={records}
        trackBy="id"
        header={
          <Header
            counter={
              records.selected.length ? `(${records.selected.length}/${records.total})` : `(${records.total})`
            }
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="refresh"
                  ariaLabel={t('crud.refresh')}
                  onClick={() => void records.refetch()}
                />
                <Button
                  data-testid="access-delete"
                  {...selectionAction(records.selected, t('crud.selectOne'))}
                  onClick={() => setDeleting(true)}
                >
                  {t('crud.delete')}
                </Button>
                <Button data-testid="access-clear" onClick={() => setClearing(true)}>
                  {t('access.removeAll')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('access.title')}
          </Header>
        }
        filter={
          <SpaceBetween direction="horizontal" size="xs">
            <SegmentedControl
              data-testid="access-type"
              selectedId={sourceType}
              options={[
                { id: 'project', text: t('access.type.project') },
                { id: 'file', text: t('access.type.file') },
              ]}
              onChange={({ detail }) => {
                setSourceType(detail.selectedId as AccessSourceType);
                records.setCurrent(1);
              }}
            />
            <Input
              type="search"
              placeholder={t('access.account')}
              ariaLabel={t('access.account')}
              value={account}
              data-testid="access-account"
              onChange={({ detail }) => {
                setAccount(detail.value);
                records.setCurrent(1);
              }}
            />
            <DateRangePicker
              rangeSelectorMode="absolute-only"
              dateOnly
              locale={i18n.language.startsWith('en') ? 'en-GB' : 'zh-CN'}
              placeholder={t('access.range')}
              value={range}
              isDateEnabled={(date) => isPastOrToday(date)}
              isValidRange={(value) => {
                if (value?.type !== 'absolute' || !value.startDate || !value.endDate) return { valid: true };
                const days =
                  (Date.parse(dayOf(value.endDate)) - Date.parse(dayOf(value.startDate))) / 86_400_000 + 1;
                return days >= 1 && days <= 31
                  ? { valid: true }
                  : { valid: false, errorMessage: t('access.rangeHint') };
              }}
              relativeOptions={[]}
              onChange={({ detail }) => {
                setRange(detail.value?.type === 'absolute' ? detail.value : null);
                records.setCurrent(1);
              }}
              i18nStrings={{
                applyButtonLabel: t('crud.confirm'),
                cancelButtonLabel: t('crud.cancel'),
                clearButtonLabel: t('crud.reset'),
              }}
            />
          </SpaceBetween>
        }
        columns={[
          {
            id: 'sourceName',
            header: t(sourceType === 'file' ? 'access.fileName' : 'access.projectName'),
            cell: (r) => r.sourceName || t('access.gone'),
          },
          ...(sourceType === 'file'
            ? [
                {
                  id: 'proName',
                  header: t('access.projectName'),
                  cell: (r: AccessHistoryView) => r.proName || '—',
                },
              ]
            : []),
          { id: 'account', header: t('access.account'), cell: (r) => r.account },
          { id: 'remoteIp', header: t('access.remoteIp'), cell: (r) => r.remoteIp },
          { id: 'operateSystem', header: t('access.operateSystem'), cell: (r) => r.operateSystem },
          { id: 'accessTime', header: t('access.accessTime'), cell: (r) => formatDateTime(r.accessTime) },
        ]}
      />
      {deleting && (
        <ConfirmDelete
          busy={busy}
          onCancel={() => setDeleting(false)}
          onConfirm={() => void removeSelected()}
        />
      )}
      {clearing && (
        <ConfirmModal
          testId="access-clear-dialog"
          header={t('access.removeAll')}
          confirmText={t('access.removeAll')}
          onCancel={() => setClearing(false)}
          onDone={() => setClearing(false)}
          onConfirm={async () => {
            const res = await removeAllAccessRecords(sourceType);
            notify.success(res.msg);
            await reload();
          }}
        >
          {t('access.removeAllConfirm', { type: t(`access.type.${sourceType}`) })}
        </ConfirmModal>
      )}
    </ContentLayout>
  );
}
