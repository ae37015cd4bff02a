import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { FEEDBACK_URGENCY } from '@loopline/shared';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteFeedback,
  exportFeedback,
  type Feedback,
  type FeedbackFilters,
  listFeedback,
} from '../../../api/feedback.ts';
import {
  ConfirmDelete,
  CRUD_DEFAULT_PAGE_SIZE,
  CrudTable,
  requireSelection,
} from '../../../components/crud/CrudTable.tsx';
import { shortTime as when } from '../../../components/crud/format.ts';
import { notify } from '../../../components/notifications/store.ts';
import { DetailDialog } from './DetailDialog.tsx';
import { ReplyDialog } from './ReplyDialog.tsx';
import '../../../components/feedback/feedback.css';
import './feedback-admin.css';
import { saveBlob } from '../../../app/saveAs.ts';

/** Back office: feedback handling with reply templates and the xlsx export (spec 3 §1, §2, §7). */
export function PlatformFeedbackPage() {
  const { t } = useTranslation();
  const [items, setItems] = useState<Feedback[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(CRUD_DEFAULT_PAGE_SIZE);
  const [keyword, setKeyword] = useState('');
  const [replyStatus, setReplyStatus] = useState('');
  const [urgency, setUrgency] = useState('');
  const [range, setRange] = useState<DateRangePickerProps.Value | null>(null);
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<Feedback[]>([]);
  const [replying, setReplying] = useState<Feedback | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);

  const filters = useCallback((): FeedbackFilters => {
    const absolute = range?.type === 'absolute' ? range : null;
    return {
      ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
      ...(replyStatus ? { replyStatus: Number(replyStatus) as 0 | 1 } : {}),
      ...(urgency ? { emerg: Number(urgency) } : {}),
      ...(absolute
        ? { startDate: absolute.startDate.slice(0, 10), endDate: absolute.endDate.slice(0, 10) }
        : {}),
    };
  }, [keyword, replyStatus, urgency, range]);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const result = await listFeedback({ current: page, size: pageSize, ...filters() });
      setItems(result.records);
      setTotal(result.total);
      setSelected([]);
    } catch {
      setItems([]);
    } finally {
      setLoading(false);
    }
  }, [page, pageSize, filters]);

  useEffect(() => {
    void load();
  }, [load]);

  const remove = async () => {
    setBusy(true);
    try {
      const res = await deleteFeedback(selected.map((f) => f.id));
      notify.success(res.msg);
      setDeleting(false);
      await load();
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    try {
      const { blob, fileName } = await exportFeedback(filters());
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

  const columns: TableProps.ColumnDefinition<Feedback>[] = [
    { id: 'account', header: t('feedbackAdmin.col.account'), cell: (f) => f.account, isRowHeader: true },
    {
      id: 'feedback',
      header: t('feedbackAdmin.col.feedback'),
      cell: (f) => <span className="ll-admin-fb__cell">{f.feedback}</span>,
      minWidth: 200,
      maxWidth: 380,
    },
    { id: 'urgency', header: t('feedbackAdmin.col.urgency'), cell: (f) => t(`feedback.urgency.${f.emerg}`) },
    { id: 'email', header: t('feedbackAdmin.col.email'), cell: (f) => f.email || '—' },
    { id: 'pictures', header: t('feedbackAdmin.col.pictures'), cell: (f) => f.attachInfo.length },
    { id: 'createTime', header: t('feedbackAdmin.col.createTime'), cell: (f) => when(f.createTime) },
    {
      id: 'replyStatus',
      header: t('feedbackAdmin.col.replyStatus'),
      cell: (f) => (
        <StatusIndicator type={f.replyStatus === 1 ? 'success' : 'pending'}>
          {t(`feedback.replyStatus.${f.replyStatus}`)}
        </StatusIndicator>
      ),
    },
    {
      id: 'actions',
      header: '',
      minWidth: 120,
      cell: (f) => (
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            variant="inline-link"
            disabled={f.lastItem === 'reply'}
            disabledReason={t('feedbackAdmin.waiting')}
            onClick={() => setReplying(f)}
            data-testid="feedback-reply"
          >
            {t('feedbackAdmin.reply')}
          </Button>
          <Button variant="inline-link" onClick={() => setViewing(f.id)} data-testid="feedback-view">
            {t('feedbackAdmin.view')}
          </Button>
        </SpaceBetween>
      ),
    },
  ];

  const statusOptions = [
    { value: '', label: t('feedbackAdmin.anyStatus') },
    { value: '0', label: t('feedback.replyStatus.0') },
    { value: '1', label: t('feedback.replyStatus.1') },
  ];
  const urgencyOptions = [
    { value: '', label: t('feedbackAdmin.anyUrgency') },
    ...FEEDBACK_URGENCY.map((n) => ({ value: String(n), label: t(`feedback.urgency.${n}`) })),
  ];

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
        items={items}
        columns={columns}
        trackBy="id"
        loading={loading}
        total={total}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        selected={selected}
        onSelect={setSelected}
        header={
          <Header
            counter={selected.length ? `(${selected.length}/${total})` : `(${total})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button iconName="refresh" ariaLabel={t('crud.refresh')} onClick={() => void load()} />
                <Button
                  data-testid="feedback-delete"
                  onClick={() => requireSelection(selected) && setDeleting(true)}
                >
                  {t('crud.delete')}
                </Button>
                <Button iconName="download" data-testid="feedback-export" onClick={() => void download()}>
                  {t('feedbackAdmin.export')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('feedbackAdmin.title')}
          </Header>
        }
        filter={
          <div className="ll-admin-fb__filters">
            <TextFilter
              filteringText={keyword}
              filteringPlaceholder={t('feedbackAdmin.search')}
              filteringAriaLabel={t('feedbackAdmin.search')}
              onChange={({ detail }) => {
                setKeyword(detail.filteringText);
                setPage(1);
              }}
            />
            <Select
              selectedOption={statusOptions.find((o) => o.value === replyStatus)!}
              options={statusOptions}
              onChange={({ detail }) => {
                setReplyStatus(detail.selectedOption.value ?? '');
                setPage(1);
              }}
            />
            <Select
              selectedOption={urgencyOptions.find((o) => o.value === urgency)!}
              options={urgencyOptions}
              onChange={({ detail }) => {
                setUrgency(detail.selectedOption.value ?? '');
                setPage(1);
              }}
            />
            <DateRangePicker
              value={range}
              rangeSelectorMode="absolute-only"
              relativeOptions={[]}
              dateOnly
              placeholder={t('feedbackAdmin.dateRange')}
              isValidRange={(value) =>
                value?.type === 'absolute' && value.startDate > value.endDate
                  ? { valid: false, errorMessage: t('feedbackAdmin.rangeInvalid') }
                  : { valid: true }
              }
              onChange={({ detail }) => {
                setRange(detail.value);
                setPage(1);
              }}
              i18nStrings={{
                applyButtonLabel: t('feedbackAdmin.dateApply'),
                clearButtonLabel: t('feedbackAdmin.dateClear'),
                cancelButtonLabel: t('feedbackAdmin.dateCancel'),
                startDateLabel: t('feedbackAdmin.rangeStart'),
                endDateLabel: t('feedbackAdmin.rangeEnd'),
              }}
            />
          </div>
        }
      />
      <Box />
      {replying && (
        <ReplyDialog
          feedback={replying}
          onClose={() => setReplying(null)}
          onReplied={() => {
            setReplying(null);
            void load();
          }}
        />
      )}
      {viewing && (
        <DetailDialog feedbackId={viewing} onClose={() => setViewing(null)} onChanged={() => void load()} />
      )}
      {deleting && (
        <ConfirmDelete busy={busy} onCancel={() => setDeleting(false)} onConfirm={() => void remove()} />
      )}
    </ContentLayout>
  );
}
