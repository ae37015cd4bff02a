import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChargeItem, saveCharge } from '../../../api/pay.ts';
import { notify } from '../../../components/notifications/store.ts';
import { parseYuan, yuanText } from '../money.ts';
import { payKeys } from '../queries.ts';

const GB = 1024 ** 3;
const KINDS = ['membership', 'storage', 'parse'] as const;
const PAID_TIERS = ['member', 'superMember', 'enterpriseMember'] as const;

/** Add or change one price-list item; the server checks every field again. */
export function ChargeForm({ item, onClose }: { item: ChargeItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form, setForm] = useState({
    kind: item?.kind ?? 'membership',
    name: item?.name ?? '',
    nameEn: item?.nameEn ?? '',
    tier: item?.tier || 'member',
    months: String(item?.months || 1),
    storageGb: String(item ? item.storageBytes / GB : 50),
    parseCount: String(item?.parseCount || 10),
    price: item ? yuanText(item.priceFen) : '',
    published: item?.published ?? true,
    sort: String(item?.sort ?? 0),
  });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const priceFen = parseYuan(form.price);
  const save = useMutation({
    mutationFn: () =>
      saveCharge({
        ...(item ? { id: item.id } : {}),
        kind: form.kind,
        name: form.name,
        nameEn: form.nameEn,
        tier: form.kind === 'membership' ? form.tier : '',
        months: form.kind === 'membership' ? Number(form.months) : 0,
        storageGb: form.kind === 'storage' ? Number(form.storageGb) : 0,
        parseCount: form.kind === 'parse' ? Number(form.parseCount) : 0,
        priceFen: priceFen ?? -1,
        published: form.published,
        sort: Number(form.sort),
      }),
    onSuccess: (envelope) => {
      notify.success(envelope.msg);
      void client.invalidateQueries({ queryKey: payKeys.all });
      onClose();
    },
  });
  const field = (key: 'name' | 'nameEn' | 'months' | 'storageGb' | 'parseCount' | 'sort', label: string) => (
    <FormField label={label}>
      <Input
        value={form[key]}
        onChange={({ detail }) => set({ [key]: detail.value })}
        data-testid={`charge-${key}`}
      />
    </FormField>
  );
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={item ? t('payAdmin.edit') : t('payAdmin.add')}
      data-testid="charge-form"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onClose}>{t('action.cancel')}</Button>
            <Button
              variant="primary"
              loading={save.isPending}
              disabled={priceFen === null}
              onClick={() => save.mutate()}
              data-testid="charge-save"
            >
              {t('payAdmin.save')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <FormField label={t('payAdmin.kind')}>
          <Select
            selectedOption={{ value: form.kind, label: t(`pay.tab.${form.kind}`) }}
            options={KINDS.map((kind) => ({ value: kind, label: t(`pay.tab.${kind}`) }))}
            onChange={({ detail }) => set({ kind: detail.selectedOption.value as (typeof KINDS)[number] })}
            disabled={Boolean(item)}
          />
        </FormField>
        {field('name', t('payAdmin.name'))}
        {field('nameEn', t('payAdmin.nameEn'))}
        {form.kind === 'membership' && (
          <>
            <FormField label={t('payAdmin.tier')}>
              <Select
                selectedOption={{ value: form.tier, label: t(`privilege.tier.${form.tier}`) }}
                options={PAID_TIERS.map((tier) => ({ value: tier, label: t(`privilege.tier.${tier}`) }))}
                onChange={({ detail }) =>
                  set({ tier: detail.selectedOption.value as (typeof PAID_TIERS)[number] })
                }
              />
            </FormField>
            {field('months', t('payAdmin.months'))}
          </>
        )}
        {form.kind === 'storage' && field('storageGb', t('payAdmin.storageGb'))}
        {form.kind === 'parse' && field('parseCount', t('payAdmin.parseCount'))}
        <FormField
          label={t('payAdmin.price')}
          errorText={form.price && priceFen === null ? t('payAdmin.priceInvalid') : undefined}
        >
          <Input
            value={form.price}
            onChange={({ detail }) => set({ price: detail.value })}
            data-testid="charge-price"
          />
        </FormField>
        {field('sort', t('payAdmin.sort'))}
        <Toggle checked={form.published} onChange={({ detail }) => set({ published: detail.checked })}>
          {t('payAdmin.published')}
        </Toggle>
      </SpaceBetween>
    </Modal>
  );
}
