import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { PlatformProjectRow } from '../../../../api/platformOps.ts';
import { shortTime } from '../../../../components/crud/format.ts';

/** The back office's project rows; the last column switches the status. */
export function projectColumns(
  t: TFunction,
  onToggle: (row: PlatformProjectRow) => void,
): TableProps.ColumnDefinition<PlatformProjectRow>[] {
  return [
    { id: 'name', header: t('ops.projects.col.name'), cell: (p) => p.projectName, isRowHeader: true },
    { id: 'memo', header: t('ops.projects.col.memo'), cell: (p) => p.memo || '-' },
    { id: 'kind', header: t('ops.projects.col.kind'), cell: (p) => t(`ops.projects.kind.${p.isDefault}`) },
    { id: 'members', header: t('ops.projects.col.members'), cell: (p) => p.memberCount },
    {
      id: 'status',
      header: t('ops.projects.col.status'),
      cell: (p) =>
        p.status === 1 ? (
          <StatusIndicator type="success">{t('ops.status.normal')}</StatusIndicator>
        ) : (
          <StatusIndicator type="stopped">{t('ops.status.disabled')}</StatusIndicator>
        ),
    },
    { id: 'createTime', header: t('ops.projects.col.createTime'), cell: (p) => shortTime(p.createTime) },
    {
      id: 'actions',
      header: t('ops.projects.col.actions'),
      cell: (p) => (
        <Button variant="inline-link" data-testid={`project-toggle-${p.id}`} onClick={() => onToggle(p)}>
          {p.status === 1 ? t('ops.projects.disable') : t('ops.projects.enable')}
        </Button>
      ),
    },
  ];
}
