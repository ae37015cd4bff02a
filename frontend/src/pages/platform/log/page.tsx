import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  exportOperations,
  listOperations,
  type OperationLogView,
  topModules,
  topUsers,
} from '../../../api/console.ts';
import { formatDateTime } from '../../../app/format.ts';
import { saveBlob } from '../../../app/saveAs.ts';
import { CRUD_DEFAULT_PAGE_SIZE, CrudTable } from '../../../components/crud/CrudTable.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { usePagedQuery } from '../../../components/paged/usePagedQuery.ts';
import { useDebounced } from '../../../components/useDebounced.ts';
import { platformKeys } from '../queries.ts';
import { LogFilterBar, type LogFilterValues, toLogFilters } from './filters.tsx';

/** A top-5 list (spec 3 §9) as a small table. */
function TopList({
  title,
  label,
  rows,
  testId,
}: {
  title: string;
  label: string;
  rows: { name: string; count: number }[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Table
      data-testid={testId}
      variant="embedded"
      header={<Header variant="h3">{title}</Header>}
      items={rows}
      columnDefinitions={[
        { id: 'name', header: label, cell: (r) => r.name },
        { id: 'count', header: t('oplog.count'), cell: (r) => r.count },
      ]}
      empty={<Box color="text-body-secondary">{t('oplog.noData')}</Box>}
    />
  );
}

/** /platform/log: the operation log with its filters, the xlsx export and the top users and modules. */
export function PlatformOperationLogPage() {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState<LogFilterValues>({ account: '', operaModule: '', range: null });
  const filters = toLogFilters(useDebounced(typed));
  const range = { startDate: filters.startDate, endDate: filters.endDate };
  const log = usePagedQuery({
    // The server translates each row's content: a language switch reads the page again.
    queryKey: [...platformKeys.operations(), filters, i18n.language],
    load: ({ current, size }) => listOperations({ current, size, ...filters }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  const users = useQuery({
    queryKey: [...platformKeys.operations(), 'topUsers', range],
    queryFn: () => topUsers(range),
  });
  const modules = useQuery({
    queryKey: [...platformKeys.operations(), 'topModules', range],
    queryFn: () => topModules(range),
  });
  const download = async () => {
    try {
      const { blob, fileName } = await exportOperations(filters);
      saveBlob(blob, fileName);
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : t('oplog.downloadFailed'));
    }
  };
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('oplog.description')}>
          {t('oplog.title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container>
          <ColumnLayout columns={2}>
            <TopList
              testId="oplog-top-users"
              title={t('oplog.topUsers')}
              label={t('oplog.account')}
              rows={(users.data ?? []).map((u) => ({ name: u.account, count: u.count }))}
            />
            <TopList
              testId="oplog-top-modules"
              title={t('oplog.topModules')}
              label={t('oplog.operaModule')}
              rows={(modules.data ?? []).map((m) => ({ name: m.operaModule, count: m.count }))}
            />
          </ColumnLayout>
        </Container>
        <CrudTable<OperationLogView>
          testId="oplog-table"
          paged={log}
          trackBy="id"
          header={
            <Header
              counter={`(${log.total})`}
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  <Button
                    iconName="refresh"
                    ariaLabel={t('crud.refresh')}
                    onClick={() => void log.refetch()}
                  />
                  <Button iconName="download" data-testid="oplog-export" onClick={() => void download()}>
                    {t('oplog.export')}
                  </Button>
                </SpaceBetween>
              }
            >
              {t('oplog.title')}
            </Header>
          }
          filter={
            <LogFilterBar
              values={typed}
              onChange={(next) => {
                setTyped(next);
                log.setCurrent(1);
              }}
            />
          }
          columns={[
            { id: 'proName', header: t('oplog.proName'), cell: (r) => r.proName || '—' },
            { id: 'account', header: t('oplog.account'), cell: (r) => r.account },
            { id: 'remoteIp', header: t('oplog.remoteIp'), cell: (r) => r.remoteIp },
            { id: 'operateSystem', header: t('oplog.operateSystem'), cell: (r) => r.operateSystem },
            { id: 'operaModule', header: t('oplog.operaModule'), cell: (r) => r.operaModule },
            { id: 'operaContent', header: t('oplog.operaContent'), cell: (r) => r.operaContent },
            { id: 'startTime', header: t('oplog.startTime'), cell: (r) => formatDateTime(r.startTime) },
            { id: 'endTime', header: t('oplog.endTime'), cell: (r) => formatDateTime(r.endTime) },
          ]}
        />
      </SpaceBetween>
    </ContentLayout>
  );
}
