import ColumnLayout from '@cloudscape-design/components/column-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Multiselect from '@cloudscape-design/components/multiselect';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  COUPON_NAME_MAX,
  COUPON_TARGETS,
  CouponRuleSaveBody,
  type CouponTarget,
} from '@loopline/shared/contracts/coupon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CouponRule,
  type CouponRuleInput,
  saveCouponRule,
  updateCouponRule,
} from '../../../../api/marketing.ts';
import { useCrudSave } from '../../../../components/crud/CrudForm.tsx';
import { DialogFooter } from '../../../../components/crud/DialogFooter.tsx';

interface Draft {
  name: string;
  type: CouponRule['type'];
  value: string;
  scope: CouponRule['scope'];
  targets: CouponTarget[];
  scenario: CouponRule['scenario'];
  validityType: CouponRule['validityType'];
  validFrom: string;
  validTo: string;
  validDays: string;
  count: string;
}

const FIELDS = [
  'name',
  'type',
  'value',
  'scope',
  'targets',
  'scenario',
  'validityType',
  'validFrom',
  'validTo',
  'validDays',
  'count',
];

function draftOf(rule?: CouponRule): Draft {
  return {
    name: rule?.name ?? '',
    type: rule?.type ?? 'amount',
    value: rule ? String(rule.value) : '',
    scope: rule?.scope ?? 'general',
    targets: rule?.targets ?? [],
    scenario: rule?.scenario ?? 'new',
    validityType: rule?.validityType ?? 'range',
    validFrom: rule?.validFrom ?? '',
    validTo: rule?.validTo ?? '',
    validDays: rule?.validDays ? String(rule.validDays) : '',
    count: rule ? String(rule.count) : '',
  };
}

/** Add or change a coupon rule (spec 3 §3, §5): every check of the server, with its messages. */
export function RuleForm({
  rule,
  onClose,
  onSaved,
}: {
  rule?: CouponRule;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(rule));
  const input = (): CouponRuleInput => ({
    ...draft,
    value: draft.value.trim(),
    count: draft.count.trim(),
    validDays: draft.validityType === 'days' ? draft.validDays.trim() : undefined,
    validFrom: draft.validityType === 'range' ? draft.validFrom : undefined,
    validTo: draft.validityType === 'range' ? draft.validTo : undefined,
  });

  const { errors, setErrors, saving, save } = useCrudSave({
    schema: CouponRuleSaveBody,
    input,
    submit: (body) => (rule ? updateCouponRule(rule.id, body) : saveCouponRule(body)),
    editing: !!rule,
    onSaved,
    fields: FIELDS,
  });
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  const radio = (field: 'type' | 'scope' | 'scenario' | 'validityType', values: readonly string[]) => (
    <RadioGroup
      value={draft[field]}
      onChange={({ detail }) => set(field, detail.value as never)}
      items={values.map((value) => ({ value, label: t(`marketing.${field}.${value}`) }))}
    />
  );
  const targetOption = (target: CouponTarget) => ({ value: target, label: t(`marketing.target.${target}`) });

  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={rule ? t('marketing.rule.edit') : t('marketing.rule.add')}
      data-testid="rule-form"
      footer={
        <DialogFooter
          onCancel={onClose}
          onConfirm={save}
          busy={saving}
          testId="rule-save"
          confirmLabel={t('marketing.save')}
        />
      }
    >
      <SpaceBetween size="l">
        <FormField
          label={t('marketing.field.name')}
          constraintText={t('marketing.field.nameHint', { max: COUPON_NAME_MAX })}
          errorText={errors.name}
          data-testid="rule-name"
        >
          <Input value={draft.name} onChange={({ detail }) => set('name', detail.value)} />
        </FormField>
        <ColumnLayout columns={2}>
          <FormField label={t('marketing.field.type')} errorText={errors.type}>
            {radio('type', ['amount', 'discount'])}
          </FormField>
          <FormField
            label={t('marketing.field.value')}
            constraintText={
              draft.type === 'amount'
                ? t('marketing.field.valueAmountHint')
                : t('marketing.field.valueDiscountHint')
            }
            errorText={errors.value}
            data-testid="rule-value"
          >
            <Input
              type="number"
              inputMode="numeric"
              value={draft.value}
              onChange={({ detail }) => set('value', detail.value)}
            />
          </FormField>
          <FormField label={t('marketing.field.scope')} errorText={errors.scope}>
            {radio('scope', ['general', 'specified'])}
          </FormField>
          {draft.scope === 'specified' && (
            <FormField label={t('marketing.field.targets')} errorText={errors.targets}>
              <Multiselect
                selectedOptions={draft.targets.map(targetOption)}
                options={COUPON_TARGETS.map(targetOption)}
                onChange={({ detail }) =>
                  set(
                    'targets',
                    detail.selectedOptions.map((o) => o.value as CouponTarget),
                  )
                }
                placeholder={t('marketing.field.targetsPlaceholder')}
              />
            </FormField>
          )}
          <FormField label={t('marketing.field.scenario')} errorText={errors.scenario}>
            {radio('scenario', ['new', 'renew'])}
          </FormField>
          <FormField
            label={t('marketing.field.count')}
            constraintText={t('marketing.field.countHint')}
            errorText={errors.count}
            data-testid="rule-count"
          >
            <Input
              type="number"
              inputMode="numeric"
              value={draft.count}
              onChange={({ detail }) => set('count', detail.value)}
            />
          </FormField>
        </ColumnLayout>
        <FormField label={t('marketing.field.validity')} errorText={errors.validityType}>
          {radio('validityType', ['range', 'days'])}
        </FormField>
        {draft.validityType === 'range' ? (
          <ColumnLayout columns={2}>
            <FormField
              label={t('marketing.field.validFrom')}
              errorText={errors.validFrom}
              data-testid="rule-from"
            >
              <DatePicker
                value={draft.validFrom}
                placeholder="YYYY/MM/DD"
                onChange={({ detail }) => set('validFrom', detail.value)}
              />
            </FormField>
            <FormField label={t('marketing.field.validTo')} errorText={errors.validTo} data-testid="rule-to">
              <DatePicker
                value={draft.validTo}
                placeholder="YYYY/MM/DD"
                onChange={({ detail }) => set('validTo', detail.value)}
              />
            </FormField>
          </ColumnLayout>
        ) : (
          <FormField
            label={t('marketing.field.validDays')}
            errorText={errors.validDays}
            data-testid="rule-days"
          >
            <Input
              type="number"
              inputMode="numeric"
              value={draft.validDays}
              onChange={({ detail }) => set('validDays', detail.value)}
            />
          </FormField>
        )}
      </SpaceBetween>
    </Modal>
  );
}
