import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { ExplainSubmitBody, HELP_AREAS, type HelpArea } from '@loopline/shared/contracts/content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExplainInput, type HelpExplain, submitExplain } from '../../../../api/content.ts';
import { NumericInput } from '../../../../components/crud/NumericInput.tsx';
import { notify } from '../../../../components/notifications/store.ts';
import { fieldErrors } from '../../marketing/formErrors.ts';

type TextField = 'question' | 'questionEn' | 'answer' | 'answerEn';

/** Add or change a help question: both languages (spec 3 §1), area, sort and status, checked with the server's schema. */
export function ExplainForm({
  explain,
  area,
  onClose,
  onSaved,
}: {
  explain?: HelpExplain;
  /** A page of one area (privilege explanation, fee rules): its items stay there, no area field. */
  area?: HelpArea;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({
    area: explain?.area ?? area ?? '',
    question: explain?.question ?? '',
    questionEn: explain?.questionEn ?? '',
    answer: explain?.answer ?? '',
    answerEn: explain?.answerEn ?? '',
    sort: explain ? String(explain.sort) : '0',
    status: explain ? String(explain.status) : '1',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const input = () => ({ ...draft, ...(explain ? { id: explain.id } : {}) }) as ExplainInput;

  const save = async () => {
    const found = fieldErrors(ExplainSubmitBody, input());
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const res = await submitExplain(input());
      notify.success(res.msg || t(explain ? 'crud.updateSuccess' : 'crud.addSuccess'));
      onSaved();
    } catch {
      setSaving(false);
    }
  };
  const text = (field: TextField, rows?: number) => (
    <FormField label={t(`helpAdmin.${field}`)} errorText={errors[field]} stretch>
      {rows ? (
        <Textarea
          rows={rows}
          value={draft[field]}
          data-testid={`explain-${field}`}
          onChange={({ detail }) => setDraft((d) => ({ ...d, [field]: detail.value }))}
        />
      ) : (
        <Input
          value={draft[field]}
          data-testid={`explain-${field}`}
          onChange={({ detail }) => setDraft((d) => ({ ...d, [field]: detail.value }))}
        />
      )}
    </FormField>
  );
  const areas = HELP_AREAS.map((value) => ({ value, label: t(`helpAdmin.area.${value}`) }));

  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={t(explain ? 'helpAdmin.edit' : 'helpAdmin.add')}
      data-testid="explain-form"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onClose}>{t('crud.cancel')}</Button>
            <Button variant="primary" loading={saving} onClick={() => void save()} data-testid="explain-save">
              {t('crud.confirm')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={3}>
          {!area && (
            <FormField label={t('helpAdmin.areaLabel')} errorText={errors.area}>
              <Select
                data-testid="explain-area"
                selectedOption={areas.find((a) => a.value === draft.area) ?? null}
                placeholder={t('helpAdmin.areaPlaceholder')}
                options={areas}
                onChange={({ detail }) =>
                  setDraft((d) => ({ ...d, area: detail.selectedOption.value ?? '' }))
                }
              />
            </FormField>
          )}
          <FormField label={t('helpAdmin.sort')} errorText={errors.sort}>
            <NumericInput
              value={draft.sort}
              rules={{ decimals: 0, min: 0, max: 9999 }}
              onChange={(sort) => setDraft((d) => ({ ...d, sort }))}
              testId="explain-sort"
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
        <ColumnLayout columns={2}>
          {text('question')}
          {text('questionEn')}
          {text('answer', 5)}
          {text('answerEn', 5)}
        </ColumnLayout>
      </SpaceBetween>
    </Modal>
  );
}
