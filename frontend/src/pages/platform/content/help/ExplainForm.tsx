import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { ExplainSubmitBody, HELP_AREAS, type HelpArea } from '@loopline/shared/contracts/content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExplainInput, type HelpExplain, submitExplain } from '../../../../api/content.ts';
import {
  BilingualFields,
  CrudFormModal,
  SortAndStatusFields,
  useCrudSave,
} from '../../../../components/crud/CrudForm.tsx';

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
  const saver = useCrudSave({
    schema: ExplainSubmitBody,
    input: () => ({ ...draft, ...(explain ? { id: explain.id } : {}) }) as ExplainInput,
    submit: submitExplain,
    editing: !!explain,
    onSaved,
  });
  const form = { draft, setDraft, errors: saver.errors, testIdPrefix: 'explain' };
  const areas = HELP_AREAS.map((value) => ({ value, label: t(`helpAdmin.area.${value}`) }));

  return (
    <CrudFormModal
      header={t(explain ? 'helpAdmin.edit' : 'helpAdmin.add')}
      testIdPrefix="explain"
      saver={saver}
      onClose={onClose}
    >
      <ColumnLayout columns={3}>
        {!area && (
          <FormField label={t('helpAdmin.areaLabel')} errorText={saver.errors.area}>
            <Select
              data-testid="explain-area"
              selectedOption={areas.find((a) => a.value === draft.area) ?? null}
              placeholder={t('helpAdmin.areaPlaceholder')}
              options={areas}
              onChange={({ detail }) => setDraft((d) => ({ ...d, area: detail.selectedOption.value ?? '' }))}
            />
          </FormField>
        )}
        <SortAndStatusFields {...form} sortLabel={t('helpAdmin.sort')} />
      </ColumnLayout>
      <BilingualFields
        {...form}
        fields={[
          { zh: 'question', en: 'questionEn' },
          { zh: 'answer', en: 'answerEn', rows: 5 },
        ]}
        label={(field) => t(`helpAdmin.${field}`)}
      />
    </CrudFormModal>
  );
}
