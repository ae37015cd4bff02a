import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { MarketingEvent } from '../../../../api/marketing.ts';
import { shortTime } from '../../../../components/crud/format.ts';

const STATE_LOOK: Record<MarketingEvent['state'], StatusIndicatorProps.Type> = {
  0: 'pending',
  1: 'success',
  2: 'stopped',
  3: 'info',
};

/** The activity table: name, type, state (not started, started, paused, ended), time, group, issue rule. */
export function eventColumns(t: TFunction, language: string): TableProps.ColumnDefinition<MarketingEvent>[] {
  // The English name where the activity has one, as the invite page shows it to English readers.
  const name = (e: MarketingEvent) => (language === 'en' && e.eventNameEn) || e.eventName;
  return [
    {
      id: 'image',
      header: t('marketing.event.image'),
      cell: (e) => (e.image ? <img src={e.image} alt="" style={{ height: 32 }} /> : '—'),
    },
    { id: 'name', header: t('marketing.event.name'), cell: name, isRowHeader: true },
    { id: 'type', header: t('marketing.event.type'), cell: (e) => t(`marketing.eventType.${e.eventType}`) },
    {
      id: 'state',
      header: t('marketing.col.state'),
      cell: (e) => (
        <StatusIndicator type={STATE_LOOK[e.state]} data-testid={`event-state-${e.id}`}>
          {t(`marketing.eventState.${e.state}`)}
        </StatusIndicator>
      ),
    },
    { id: 'start', header: t('marketing.event.start'), cell: (e) => shortTime(e.startTime) },
    { id: 'end', header: t('marketing.event.end'), cell: (e) => (e.endTime ? shortTime(e.endTime) : '—') },
    { id: 'group', header: t('marketing.event.userGroup'), cell: (e) => t(`marketing.group.${e.userGroup}`) },
    {
      id: 'issueRule',
      header: t('marketing.event.issueRule'),
      cell: (e) => t(`marketing.issueRule.${e.issueRule}`),
    },
    { id: 'redirect', header: t('marketing.event.redirect'), cell: (e) => e.redirectUrl || '—' },
  ];
}
