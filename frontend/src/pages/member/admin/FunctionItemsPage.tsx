import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import Textarea from '@cloudscape-design/components/textarea';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FunctionItem,
  functionItems,
  publishFunctionItems,
  updateFunctionItem,
} from '../../../api/equity.ts';
import { notify } from '../../../components/notifications/store.ts';
import { payKeys } from '../queries.ts';
import { equityKeys } from './EquityItems.tsx';

type Draft = Pick<FunctionItem, 'id' | 'name' | 'nameEn' | 'description' | 'descriptionEn'> & {
  sort: string;
};

/** Names, descriptions (zh and en) and place of one function item. */
function EditItem({ item, onClose }: { item: FunctionItem; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>({ ...item, sort: String(item.sort) });
  const save = useMutation({
    mutationFn: () => updateFunctionItem({ ...draft, sort: Number(draft.sort) }),
    onSuccess: (envelope) => {
      notify.success(envelope.msg);
      void client.invalidateQueries({ queryKey: payKeys.all });
      onClose();
    },
  });
  const field = (key: keyof Draft, label: string, area = false) => (
    <FormField label={label}>
      {area ? (
        <Textarea
          value={draft[key]}
          onChange={({ detail }) => setDraft((d) => ({ ...d, [key]: detail.value }))}
        />
      ) : (
        <Input
          value={draft[key]}
          onChange={({ detail }) => setDraft((d) => ({ ...d, [key]: detail.value }))}
          data-testid={`function-item-${key}`}
        />
      )}
    </FormField>
  );
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('functionItems.edit')}
      footer={
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="link" onClick={onClose}>
            {t('crud.cancel')}
          </Button>
          <Button
            variant="primary"
            loading={save.isPending}
            onClick={() => save.mutate()}
            data-testid="function-item-save"
          >
            {t('payAdmin.save')}
          </Button>
        </SpaceBetween>
      }
    >
      <SpaceBetween size="s">
        {field('name', t('payAdmin.name'))}
        {field('nameEn', t('payAdmin.nameEn'))}
        {field('description', t('functionItems.description'), true)}
        {field('descriptionEn', t('functionItems.descriptionEn'), true)}
        {field('sort', t('equityAdmin.sort'))}
      </SpaceBetween>
    </Modal>
  );
}

/**
 * Back office function items: the equity codes the product enforces, as the member centre names and
 * orders them. Withdrawing an item takes its row out of the comparison; a withdrawn switch is
 * granted by no tier until it is published again.
 */
export function FunctionItemsPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const items = useQuery({ queryKey: equityKeys.functionItems(), queryFn: functionItems });
  const [selected, setSelected] = useState<FunctionItem[]>([]);
  const [editing, setEditing] = useState<FunctionItem | null>(null);
  const publish = useMutation({
    mutationFn: (status: 0 | 1) =>
      publishFunctionItems(
        selected.map((item) => item.id),
        status,
      ),
    onSuccess: (envelope) => {
      notify.success(envelope.msg);
      setSelected([]);
      void client.invalidateQueries({ queryKey: payKeys.all });
    },
  });
  const en = i18n.language === 'en';
  return (
    <ContentLayout
      defaultPadding
      header={
        <Header variant="h1" description={t('functionItems.pageDescription')}>
          {t('functionItems.title')}
        </Header>
      }
    >
      <Table<FunctionItem>
        data-testid="function-items"
        loading={items.isLoading}
        items={items.data ?? []}
        trackBy="id"
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        header={
          <Header
            counter={items.data ? `(${items.data.length})` : undefined}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  disabled={!selected.length}
                  loading={publish.isPending}
                  onClick={() => publish.mutate(0)}
                  data-testid="function-items-withdraw"
                >
                  {t('equityAdmin.withdraw')}
                </Button>
                <Button
                  disabled={!selected.length}
                  loading={publish.isPending}
                  onClick={() => publish.mutate(1)}
                  data-testid="function-items-publish"
                >
                  {t('equityAdmin.publish')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('functionItems.title')}
          </Header>
        }
        columnDefinitions={[
          { id: 'sort', header: t('equityAdmin.sort'), cell: (item) => item.sort },
          { id: 'name', header: t('functionItems.name'), cell: (item) => (en ? item.nameEn : item.name) },
          { id: 'code', header: t('functionItems.code'), cell: (item) => item.id },
          {
            id: 'kind',
            header: t('functionItems.kind'),
            cell: (item) => t(`functionItems.kind.${item.kind}`),
          },
          {
            id: 'description',
            header: t('functionItems.descriptionColumn'),
            cell: (item) => (en ? item.descriptionEn : item.description),
          },
          {
            id: 'status',
            header: t('functionItems.status'),
            cell: (item) => (
              <StatusIndicator type={item.status === 1 ? 'success' : 'stopped'}>
                {item.status === 1 ? t('equityAdmin.published') : t('equityAdmin.withdrawn')}
              </StatusIndicator>
            ),
          },
          {
            id: 'actions',
            header: '',
            cell: (item) => (
              <Button
                variant="inline-link"
                onClick={() => setEditing(item)}
                data-testid={`function-item-edit-${item.id}`}
              >
                {t('functionItems.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing && <EditItem item={editing} onClose={() => setEditing(null)} />}
    </ContentLayout>
  );
}
