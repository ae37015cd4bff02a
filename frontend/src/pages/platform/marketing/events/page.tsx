import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeEvents,
  type EventAction,
  listEvents,
  type MarketingEvent,
  removeEvents,
} from '../../../../api/marketing.ts';
import {
  ConfirmDelete,
  CRUD_DEFAULT_PAGE_SIZE,
  CrudTable,
  requireSelection,
} from '../../../../components/crud/CrudTable.tsx';
import { notify } from '../../../../components/notifications/store.ts';
import { usePagedQuery } from '../../../../components/paged/usePagedQuery.ts';
import { marketingKeys } from '../queries.ts';
import { eventColumns } from './columns.tsx';
import { EventForm } from './EventForm.tsx';

/** Marketing centre: activities and their states (start, pause, resume, finish, remove). */
export function EventsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<MarketingEvent | 'new' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const events = usePagedQuery({
    queryKey: marketingKeys.events(),
    load: ({ current, size, search }) =>
      listEvents({ current, size, ...(search ? { eventName: search } : {}) }),
    defaultSize: CRUD_DEFAULT_PAGE_SIZE,
  });
  const { selected } = events;
  const reload = () => queryClient.invalidateQueries({ queryKey: marketingKeys.events() });
  const one = selected.length === 1 ? selected[0]! : null;

  const change = async (action: EventAction) => {
    if (!requireSelection(selected)) return;
    const res = await changeEvents(
      action,
      selected.map((e) => e.id),
    );
    notify.success(res.msg);
    await reload();
  };
  const remove = async () => {
    setBusy(true);
    try {
      const res = await removeEvents(selected.map((e) => e.id));
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
        <Header variant="h1" description={t('marketing.events.description')}>
          {t('marketing.events.title')}
        </Header>
      }
    >
      <CrudTable<MarketingEvent>
        testId="event-table"
        paged={events}
        columns={eventColumns(t)}
        trackBy="id"
        header={
          <Header
            counter={selected.length ? `(${selected.length}/${events.total})` : `(${events.total})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="refresh"
                  ariaLabel={t('crud.refresh')}
                  onClick={() => void events.refetch()}
                />
                <Button
                  data-testid="event-delete"
                  onClick={() => requireSelection(selected) && setDeleting(true)}
                >
                  {t('crud.delete')}
                </Button>
                <Button data-testid="event-finish" onClick={() => void change('finish')}>
                  {t('marketing.event.finish')}
                </Button>
                <Button data-testid="event-pause" onClick={() => void change('puase')}>
                  {t('marketing.event.pause')}
                </Button>
                <Button data-testid="event-start" onClick={() => void change('start')}>
                  {one?.state === 2 ? t('marketing.event.resume') : t('marketing.event.startAction')}
                </Button>
                <Button
                  data-testid="event-edit"
                  disabled={!one || one.state === 1 || one.state === 3}
                  onClick={() => setEditing(one)}
                >
                  {t('marketing.edit')}
                </Button>
                <Button variant="primary" data-testid="event-add" onClick={() => setEditing('new')}>
                  {t('marketing.event.add')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('marketing.events.title')}
          </Header>
        }
        filter={
          <TextFilter
            filteringText={events.filter}
            filteringPlaceholder={t('marketing.events.search')}
            filteringAriaLabel={t('marketing.events.search')}
            onChange={({ detail }) => events.setFilter(detail.filteringText)}
          />
        }
      />
      {editing && (
        <EventForm
          event={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmDelete busy={busy} onCancel={() => setDeleting(false)} onConfirm={() => void remove()} />
      )}
    </ContentLayout>
  );
}
