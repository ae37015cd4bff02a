import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { MEMBER_TIERS, type MemberTier } from '@loopline/shared';
import { PrivilegeSubmitBody } from '@loopline/shared/contracts/privilege';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Privilege, type PrivilegeInput, submitPrivilege } from '../../../api/privilege.ts';
import { NumericInput } from '../../../components/crud/NumericInput.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { fieldErrors } from '../marketing/formErrors.ts';

type TextField = 'name' | 'nameEn' | 'unit' | 'unitEn' | 'description' | 'descriptionEn';
const LIMIT_RULES = { decimals: 0, min: -1, max: 999_999_999 } as const;

/** The privilege as a form holds it: every field a string, as typed. */
function draftOf(p?: Privilege) {
  return {
    name: p?.name ?? '',
    nameEn: p?.nameEn ?? '',
    unit: p?.unit ?? '',
    unitEn: p?.unitEn ?? '',
    description: p?.description ?? '',
    descriptionEn: p?.descriptionEn ?? '',
    limits: Object.fromEntries(
      MEMBER_TIERS.map((tier) => [tier, p ? String(p.limits[tier]) : '0']),
    ) as Record<MemberTier, string>,
    sort: p ? String(p.sort) : '0',
    status: p ? String(p.status) : '1',
  };
}

/** Add or change a membership privilege: both languages (spec 3 §1), a limit per tier (spec 3 §5), checked with the server's schema. */
export function PrivilegeForm({
  privilege,
  onClose,
  onSaved,
}: {
  privilege?: Privilege;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(privilege));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const input = () => ({ ...draft, ...(privilege ? { id: privilege.id } : {}) }) as PrivilegeInput;

  const save = async () => {
    const found = fieldErrors(PrivilegeSubmitBody, input());
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const res = await submitPrivilege(input());
      notify.success(res.msg || t(privilege ? 'crud.updateSuccess' : 'crud.addSuccess'));
      onSaved();
    } catch {
      setSaving(false);
    }
  };
  const labels: Record<TextField, string> = {
    name: 'privilegeAdmin.name',
    nameEn: 'privilegeAdmin.nameEn',
    unit: 'privilegeAdmin.unit',
    unitEn: 'privilegeAdmin.unitEn',
    description: 'privilegeAdmin.description.zh',
    descriptionEn: 'privilegeAdmin.description.en',
  };
  const text = (field: TextField, rows?: number) => (
    <FormField label={t(labels[field])} errorText={errors[field]} stretch>
      {rows ? (
        <Textarea
          rows={rows}
          value={draft[field]}
          data-testid={`privilege-${field}`}
          onChange={({ detail }) => setDraft((d) => ({ ...d, [field]: detail.value }))}
        />
      ) : (
        <Input
          value={draft[field]}
          data-testid={`privilege-${field}`}
          onChange={({ detail }) => setDraft((d) => ({ ...d, [field]: detail.value }))}
        />
      )}
    </FormField>
  );

  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={t(privilege ? 'privilegeAdmin.edit' : 'privilegeAdmin.add')}
      data-testid="privilege-form"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onClose}>{t('crud.cancel')}</Button>
            <Button
              variant="primary"
              loading={saving}
              onClick={() => void save()}
              data-testid="privilege-save"
            >
              {t('crud.confirm')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={2}>
          {text('name')}
          {text('nameEn')}
          {text('unit')}
          {text('unitEn')}
        </ColumnLayout>
        <FormField
          label={t('privilegeAdmin.limits')}
          description={t('privilegeAdmin.limitsHint')}
          errorText={errors.limits}
          stretch
        >
          <ColumnLayout columns={4}>
            {MEMBER_TIERS.map((tier) => (
              <FormField key={tier} label={t(`privilege.tier.${tier}`)}>
                <NumericInput
                  value={draft.limits[tier]}
                  rules={LIMIT_RULES}
                  onChange={(value) => setDraft((d) => ({ ...d, limits: { ...d.limits, [tier]: value } }))}
                  testId={`privilege-limit-${tier}`}
                />
              </FormField>
            ))}
          </ColumnLayout>
        </FormField>
        <ColumnLayout columns={2}>
          {text('description', 3)}
          {text('descriptionEn', 3)}
          <FormField label={t('privilegeAdmin.sort')} errorText={errors.sort}>
            <NumericInput
              value={draft.sort}
              rules={{ decimals: 0, min: 0, max: 9999 }}
              onChange={(sort) => setDraft((d) => ({ ...d, sort }))}
              testId="privilege-sort"
            />
          </FormField>
          <FormField label={t('crud.status')} errorText={errors.status}>
            <RadioGroup
              value={draft.status}
              onChange={({ detail }) => setDraft((d) => ({ ...d, status: detail.value }))}
              items={[
                { value: '1', label: t('crud.statusNormal') },
                { value: '0', label: t('crud.statusDisabled') },
              ]}
            />
          </FormField>
        </ColumnLayout>
      </SpaceBetween>
    </Modal>
  );
}
