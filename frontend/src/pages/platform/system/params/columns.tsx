import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { SystemParam } from '../../../../api/settings.ts';
import { shortTime } from '../../../../components/crud/format.ts';

export function paramColumns(t: TFunction): TableProps.ColumnDefinition<SystemParam>[] {
  return [
    { id: 'paramName', header: t('system.param.paramName'), cell: (p) => p.paramName, isRowHeader: true },
    { id: 'paramKey', header: t('system.param.paramKey'), cell: (p) => p.paramKey },
    { id: 'paramValue', header: t('system.param.paramValue'), cell: (p) => p.paramValue },
    { id: 'remark', header: t('system.param.remark'), cell: (p) => p.remark },
    { id: 'updateTime', header: t('system.param.updateTime'), cell: (p) => shortTime(p.updateTime) },
  ];
}
