import Box from '@cloudscape-design/components/box';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { REGION_ROOT } from '@loopline/shared/contracts/org';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RegionNode, regionLevelOf, removeRegion, submitRegion } from '../../../api/org.ts';
import { ConfirmDelete } from '../../../components/crud/CrudTable.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { RegionFileActions } from '../clients/RegionFiles.tsx';
import { FormModal } from './FormModal.tsx';
import { orgKeys } from './queries.ts';

/**
 * /platform/system/region: the administrative regions, one level at a time (blade-system/region
 * lazy-tree): open a region to see the ones under it, the trail leads back up.
 */
export function PlatformRegionPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [trail, setTrail] = useState<{ code: string; name: string }[]>([]);
  const parentCode = trail.at(-1)?.code ?? REGION_ROOT;
  const level = useQuery({ queryKey: orgKeys.regions(parentCode), queryFn: () => regionLevelOf(parentCode) });
  const [editing, setEditing] = useState<RegionNode | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RegionNode | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: orgKeys.regionsAll() });
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await removeRegion(deleting.code);
      notify.success(t('crud.deleteSuccess'));
      setDeleting(null);
      await reload();
    } finally {
      setBusy(false);
    }
  };
  const current = editing === 'new' ? null : editing;
  const crumbs = [
    { text: t('org.regionRoot'), href: '#0' },
    ...trail.map((r, i) => ({ text: r.name, href: `#${i + 1}` })),
  ];
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('org.regionDescription')}>
          {t('org.regionTitle')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <BreadcrumbGroup
          items={crumbs}
          ariaLabel={t('org.regionTitle')}
          onFollow={(event) => {
            event.preventDefault();
            setTrail(trail.slice(0, Number(event.detail.href.slice(1))));
          }}
        />
        <Table<RegionNode>
          data-testid="region-table"
          loading={level.isLoading}
          loadingText={t('notices.loading')}
          items={level.data ?? []}
          trackBy="code"
          header={
            <Header
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  <RegionFileActions code={parentCode} onImported={() => void reload()} />
                  <Button variant="primary" data-testid="region-add" onClick={() => setEditing('new')}>
                    {t('crud.add')}
                  </Button>
                </SpaceBetween>
              }
            >
              {trail.at(-1)?.name ?? t('org.regionRoot')}
            </Header>
          }
          columnDefinitions={[
            {
              id: 'name',
              header: t('org.regionName'),
              cell: (r) =>
                r.hasChildren ? (
                  <Button
                    variant="inline-link"
                    onClick={() => setTrail([...trail, { code: r.code, name: r.name }])}
                  >
                    {r.name}
                  </Button>
                ) : (
                  r.name
                ),
            },
            { id: 'code', header: t('org.regionCode'), cell: (r) => r.code },
            { id: 'level', header: t('org.regionLevel'), cell: (r) => t(`org.regionLevel${r.regionLevel}`) },
            { id: 'sort', header: t('org.sort'), cell: (r) => r.sort },
            {
              id: 'actions',
              header: t('crud.actions'),
              cell: (r) => (
                <SpaceBetween direction="horizontal" size="xs">
                  {r.regionLevel < 5 && (
                    <Button
                      variant="inline-link"
                      onClick={() => setTrail([...trail, { code: r.code, name: r.name }])}
                    >
                      {t('org.regionOpen')}
                    </Button>
                  )}
                  <Button variant="inline-link" onClick={() => setEditing(r)}>
                    {t('crud.edit')}
                  </Button>
                  <Button variant="inline-link" onClick={() => setDeleting(r)}>
                    {t('crud.delete')}
                  </Button>
                </SpaceBetween>
              ),
            },
          ]}
          empty={
            <Box textAlign="center" color="inherit" padding="l">
              {t('crud.empty')}
            </Box>
          }
        />
      </SpaceBetween>
      {editing && (
        <FormModal
          title={t(current ? 'org.regionEdit' : 'org.regionAdd')}
          testId="region-form"
          isNew={!current}
          initial={{
            code: current?.code ?? (parentCode === REGION_ROOT ? '' : parentCode),
            name: current?.name ?? '',
            sort: String(current?.sort ?? 0),
            remark: current?.remark ?? '',
          }}
          fields={[
            {
              key: 'code',
              label: t('org.regionCodeHint'),
              required: t('org.regionCodeRequired'),
              disabled: Boolean(current),
            },
            { key: 'name', label: t('org.regionName'), required: t('org.regionNameRequired') },
            { key: 'sort', label: t('org.sort'), kind: 'number' },
            { key: 'remark', label: t('org.remark') },
          ]}
          onSubmit={(v) =>
            submitRegion({
              code: v.code ?? '',
              name: v.name ?? '',
              sort: Number(v.sort) || 0,
              remark: v.remark ?? '',
            })
          }
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmDelete busy={busy} onCancel={() => setDeleting(null)} onConfirm={() => void remove()} />
      )}
    </ContentLayout>
  );
}
