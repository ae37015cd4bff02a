import Button from '@cloudscape-design/components/button';
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
import { CrudListPage } from '../../../../components/crud/CrudListPage.tsx';
import { CRUD_DEFAULT_PAGE_SIZE } from '../../../../components/crud/CrudTable.tsx';
import { SearchFields } from '../../../../components/crud/SearchFields.tsx';
import { selectionAction } from '../../../../components/crud/selection.ts';
import { notify } from '../../../../components/notifications/store.ts';
import { usePagedQuery } from '../../../../components/paged/usePagedQuery.ts';
import { marketingKeys } from '../queries.ts';
import { eventColumns } from './columns.tsx';
import { EventForm } from './EventForm.tsx';

/** Marketing centre: activities and their states (start, pause, resume, finish, remove). */
export function EventsPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<MarketingEvent | 'new' | null>(null);
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
    const res = await changeEvents(
      action,
      selected.map((e) => e.id),
    );
    notify.success(res.msg);
    await reload();
  };

  return (
    <CrudListPage<MarketingEvent>
      title={t('marketing.events.title')}
      description={t('marketing.events.description')}
      testId="event-table"
      testIdPrefix="event"
      paged={events}
      columns={eventColumns(t, i18n.language)}
      trackBy="id"
      filter={<SearchFields paged={events} placeholder={t('marketing.events.search')} />}
      remove={(rows) => removeEvents(rows.map((e) => e.id))}
      reload={reload}
      actions={
        <>
          <Button
            data-testid="event-finish"
            {...selectionAction(selected, t('crud.selectOne'))}
            onClick={() => void change('finish')}
          >
            {t('marketing.event.finish')}
          </Button>
          <Button
            data-testid="event-pause"
            {...selectionAction(selected, t('crud.selectOne'))}
            onClick={() => void change('puase')}
          >
            {t('marketing.event.pause')}
          </Button>
          <Button
            data-testid="event-start"
            {...selectionAction(selected, t('crud.selectOne'))}
            onClick={() => void change('start')}
          >
            {one?.state === 2 ? t('marketing.event.resume') : t('marketing.event.startAction')}
          </Button>
        </>
      }
      edit={{
        label: t('marketing.edit'),
        onEdit: setEditing,
        disabled: (row) => row.state === 1 || row.state === 3,
      }}
      add={{ label: t('marketing.event.add'), onAdd: () => setEditing('new') }}
    >
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
    </CrudListPage>
  );
}
