import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PlatformProjectRow,
  platformProjects,
  setPlatformProjectStatus,
} from '../../../../api/platformOps.ts';
import { ConfirmModal } from '../../../../components/ConfirmModal.tsx';
import { CRUD_DEFAULT_PAGE_SIZE, CrudTable } from '../../../../components/crud/CrudTable.tsx';
import { notify } from '../../../../components/notifications/store.ts';
import { usePagedQuery } from '../../../../components/paged/usePagedQuery.ts';
import { opsKeys } from '../queries.ts';
import { projectColumns } from './columns.tsx';

type StatusFilter = '' | '0' | '1';

/** `/platform/project`: every project of the platform, by name and status; disable and enable. */
export function PlatformProjectsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StatusFilter>('');
  const [disabling, setDisabling] = useState<PlatformProjectRow | null>(null);
  const projects = usePagedQuery({
    queryKey: [...opsKeys.projects(), status],
    load: ({ current, size, search }) =>
      platformProjects({
        current,
        size,
        ...(search ? { projectName: search } : {}),
        ...(status ? { status } : {}),
      }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });

  const change = async (row: PlatformProjectRow, next: 0 | 1) => {
    const res = await setPlatformProjectStatus(row.id, next);
    notify.success(res.msg);
    await queryClient.invalidateQueries({ queryKey: opsKeys.projects() });
  };
  const toggle = (row: PlatformProjectRow) => {
    if (row.status === 1) setDisabling(row);
    else void change(row, 1).catch(() => {});
  };

  const options = [
    { value: '', label: t('ops.any') },
    { value: '1', label: t('ops.status.normal') },
    { value: '0', label: t('ops.status.disabled') },
  ];

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('ops.projects.description')}>
          {t('ops.projects.title')}
        </Header>
      }
    >
      <CrudTable<PlatformProjectRow>
        testId="platform-project-table"
        paged={projects}
        columns={projectColumns(t, toggle)}
        trackBy="id"
        header={
          <Header
            counter={`(${projects.total})`}
            actions={
              <Button
                iconName="refresh"
                ariaLabel={t('crud.refresh')}
                onClick={() => void projects.refetch()}
              />
            }
          >
            {t('ops.projects.title')}
          </Header>
        }
        filter={
          <SpaceBetween direction="horizontal" size="xs">
            <TextFilter
              data-testid="platform-project-name"
              filteringText={projects.filter}
              filteringPlaceholder={t('ops.projects.nameFilter')}
              filteringAriaLabel={t('ops.projects.nameFilter')}
              onChange={({ detail }) => projects.setFilter(detail.filteringText)}
            />
            <Select
              data-testid="platform-project-status"
              selectedOption={options.find((o) => o.value === status) ?? options[0]!}
              options={options}
              onChange={({ detail }) => {
                setStatus((detail.selectedOption.value ?? '') as StatusFilter);
                projects.setCurrent(1);
              }}
            />
          </SpaceBetween>
        }
      />
      {disabling && (
        <ConfirmModal
          testId="platform-project-disable"
          header={t('ops.projects.disableTitle')}
          confirmText={t('ops.projects.disable')}
          onConfirm={() => change(disabling, 0)}
          onCancel={() => setDisabling(null)}
          onDone={() => setDisabling(null)}
        >
          {t('ops.projects.disableText', { name: disabling.projectName })}
        </ConfirmModal>
      )}
    </ContentLayout>
  );
}
