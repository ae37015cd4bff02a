import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChargeDir, renameChargeDir, sortChargeDirs } from '../../../api/charge.ts';
import { notify } from '../../../components/notifications/store.ts';
import { payKeys } from '../queries.ts';
import { useAllCharges, useChargeDirs } from './queries.ts';

/** Renames one directory (both languages); the server checks the names again. */
function DirForm({ dir, onClose }: { dir: ChargeDir; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [name, setName] = useState(dir.name);
  const [nameEn, setNameEn] = useState(dir.nameEn);
  const save = useMutation({
    mutationFn: () => renameChargeDir({ id: dir.id, name, nameEn }),
    onSuccess: (envelope) => {
      notify.success(envelope.msg);
      void client.invalidateQueries({ queryKey: payKeys.all });
      onClose();
    },
    onError: (error) => notify.error(error.message),
  });
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('chargeDirs.edit')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onClose}>{t('action.cancel')}</Button>
            <Button
              variant="primary"
              loading={save.isPending}
              disabled={!name.trim() || !nameEn.trim()}
              onClick={() => save.mutate()}
              data-testid="charge-dir-save"
            >
              {t('payAdmin.save')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <FormField label={t('chargeDirs.name')} constraintText={t('chargeDirs.nameLimit', { count: 30 })}>
          <Input
            data-testid="charge-dir-name"
            value={name}
            onChange={({ detail }) => setName(detail.value)}
          />
        </FormField>
        <FormField label={t('chargeDirs.nameEn')} constraintText={t('chargeDirs.nameLimit', { count: 60 })}>
          <Input value={nameEn} onChange={({ detail }) => setNameEn(detail.value)} />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}

/**
 * The charge directories (memberships, storage packs, parse packs): the headings the price list and
 * the member centre group items under, renamed and reordered here.
 */
export function ChargeDirs() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const dirs = useChargeDirs();
  const all = useAllCharges();
  const held = (kind: ChargeDir['id']) => {
    const items = (all.data ?? []).filter((item) => item.kind === kind);
    return t('chargeDirs.holds', { count: items.length, onSale: items.filter((i) => i.published).length });
  };
  const [editing, setEditing] = useState<ChargeDir | null>(null);
  const list = dirs.data ?? [];
  const move = useMutation({
    mutationFn: ({ index, by }: { index: number; by: -1 | 1 }) => {
      const ids = list.map((d) => d.id);
      [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
      return sortChargeDirs(ids);
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: payKeys.all }),
    onError: (error) => notify.error(error.message),
  });
  return (
    <>
      <Table
        data-testid="charge-dirs"
        variant="container"
        loading={dirs.isLoading}
        items={list}
        trackBy="id"
        header={
          <Header variant="h2" description={t('chargeDirs.description')}>
            {t('chargeDirs.title')}
          </Header>
        }
        columnDefinitions={[
          {
            id: 'name',
            header: t('chargeDirs.heading'),
            cell: (d) => (i18n.language === 'zh' ? d.name : d.nameEn),
          },
          {
            id: 'other',
            header: t('chargeDirs.otherLanguage'),
            cell: (d) => (i18n.language === 'zh' ? d.nameEn : d.name),
          },
          { id: 'kind', header: t('payAdmin.kind'), cell: (d) => t(`pay.tab.${d.id}`) },
          { id: 'items', header: t('chargeDirs.items'), cell: (d) => held(d.id) },
          {
            id: 'actions',
            header: t('pay.orders.actions'),
            cell: (d) => {
              const index = list.indexOf(d);
              return (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button
                    variant="inline-icon"
                    iconName="arrow-up"
                    ariaLabel={t('chargeDirs.up')}
                    disabled={index === 0 || move.isPending}
                    onClick={() => move.mutate({ index, by: -1 })}
                    data-testid={`charge-dir-up-${d.id}`}
                  />
                  <Button
                    variant="inline-icon"
                    iconName="arrow-down"
                    ariaLabel={t('chargeDirs.down')}
                    disabled={index === list.length - 1 || move.isPending}
                    onClick={() => move.mutate({ index, by: 1 })}
                  />
                  <Button
                    variant="inline-link"
                    onClick={() => setEditing(d)}
                    data-testid={`charge-dir-edit-${d.id}`}
                  >
                    {t('payAdmin.edit')}
                  </Button>
                </SpaceBetween>
              );
            },
          },
        ]}
      />
      {editing && <DirForm dir={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
