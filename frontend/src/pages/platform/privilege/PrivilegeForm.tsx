import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import { MEMBER_TIERS, type MemberTier } from '@loopline/shared';
import { PrivilegeSubmitBody } from '@loopline/shared/contracts/privilege';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Privilege, type PrivilegeInput, submitPrivilege } from '../../../api/privilege.ts';
import {
  BilingualFields,
  CrudFormModal,
  SortAndStatusFields,
  useCrudSave,
} from '../../../components/crud/CrudForm.tsx';
import { NumericInput } from '../../../components/crud/NumericInput.tsx';

type TextField = 'name' | 'nameEn' | 'unit' | 'unitEn' | 'description' | 'descriptionEn';
const LIMIT_RULES = { decimals: 0, min: -1, max: 999_999_999 } as const;
const LABELS: Record<TextField, string> = {
  name: 'privilegeAdmin.name',
  nameEn: 'privilegeAdmin.nameEn',
  unit: 'privilegeAdmin.unit',
  unitEn: 'privilegeAdmin.unitEn',
  description: 'privilegeAdmin.description.zh',
  descriptionEn: 'privilegeAdmin.description.en',
};

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
  const saver = useCrudSave({
    schema: PrivilegeSubmitBody,
    input: () => ({ ...draft, ...(privilege ? { id: privilege.id } : {}) }) as PrivilegeInput,
    submit: submitPrivilege,
    editing: !!privilege,
    onSaved,
  });
  const form = { draft, setDraft, errors: saver.errors, testIdPrefix: 'privilege' };
  const label = (field: TextField) => t(LABELS[field]);

  return (
    <CrudFormModal
      header={t(privilege ? 'privilegeAdmin.edit' : 'privilegeAdmin.add')}
      testIdPrefix="privilege"
      saver={saver}
      onClose={onClose}
    >
      <BilingualFields
        {...form}
        label={label}
        fields={[
          { zh: 'name', en: 'nameEn' },
          { zh: 'unit', en: 'unitEn' },
        ]}
      />
      <FormField
        label={t('privilegeAdmin.limits')}
        description={t('privilegeAdmin.limitsHint')}
        errorText={saver.errors.limits}
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
      <BilingualFields {...form} label={label} fields={[{ zh: 'description', en: 'descriptionEn', rows: 3 }]}>
        <SortAndStatusFields {...form} sortLabel={t('privilegeAdmin.sort')} />
      </BilingualFields>
    </CrudFormModal>
  );
}
