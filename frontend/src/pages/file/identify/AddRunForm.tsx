import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors.ts';
import type { PidDetailRow } from '../../../api/pidDetails.ts';
import { checkPipeline } from '../../../api/pidPipelines.ts';
import { JOINABLE_TYPES, type RunDraft } from './useRunEdits.ts';

interface Props {
  projectId: string;
  pfileId: string;
  page: number;
  rows: PidDetailRow[];
  /** The run checked and waiting for its line number's box to be drawn (the stage draws it). */
  drawing: RunDraft | null;
  /** Why the server refused the run when it was added (a duplicate added meanwhile, say). */
  refusal: string | null;
  adding: boolean;
  onDraw: (draft: RunDraft) => void;
  /** The line number changes: a refusal of the one before no longer applies. */
  onEdit: () => void;
  onClose: () => void;
}

/** A label for an item in a picker: its tag, or its type when it has none. */
export function itemLabel(row: PidDetailRow, t: (key: string) => string) {
  return `${row.tag || t('identify.noTag')} · ${t(`identify.typeOne.${row.type}`)}`;
}

/**
 * Adding a pipe run: its line number, checked by the server first (pipeline/check refuses a line number
 * the page already has, "Do not add duplicate pipe runs", shown by the field), the items it joins, then
 * the box around the line number, drawn on the page.
 */
export function AddRunForm(props: Props) {
  const { t } = useTranslation();
  const [tag, setTag] = useState('');
  const [itemIds, setItemIds] = useState<string[]>([]);
  const [notLine, setNotLine] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: () =>
      checkPipeline({ projectId: props.projectId, pfileId: props.pfileId, pageNum: props.page, tag }),
    onSuccess: (answer) => {
      setNotLine(answer.readsAsLine ? null : answer.tag);
      props.onDraw({ tag: answer.tag, itemIds });
    },
  });
  const refusal =
    props.refusal ??
    (check.error ? (isApiError(check.error) ? check.error.message : t('identify.checkFailed')) : null);
  const options = props.rows
    .filter((r) => JOINABLE_TYPES.has(r.type))
    .map((r) => ({ value: r.id, label: itemLabel(r, t) }));

  return (
    <div className="identify-add-run" data-testid="identify-add-run">
      <SpaceBetween size="s">
        <FormField label={t('identify.lineNumber')} errorText={refusal} data-testid="identify-run-tag-field">
          <Input
            value={tag}
            onChange={({ detail }) => {
              setTag(detail.value);
              check.reset();
              props.onEdit();
            }}
            onKeyDown={({ detail }) => {
              if (detail.key === 'Enter' && tag.trim()) check.mutate();
            }}
            placeholder={t('identify.lineNumberPlaceholder')}
            disabled={Boolean(props.drawing)}
            data-testid="identify-run-tag"
          />
        </FormField>
        <FormField label={t('identify.runItems')} description={t('identify.runItemsHint')}>
          <Multiselect
            selectedOptions={options.filter((o) => itemIds.includes(o.value))}
            onChange={({ detail }) => setItemIds(detail.selectedOptions.map((o) => o.value ?? ''))}
            options={options}
            filteringType="auto"
            placeholder={t('identify.runItemsPlaceholder')}
            empty={t('identify.runItemsEmpty')}
            disabled={Boolean(props.drawing)}
            tokenLimit={4}
            data-testid="identify-run-items"
          />
        </FormField>
        {props.drawing ? (
          <Alert type="info" data-testid="identify-run-draw-hint">
            {t('identify.drawRunBox', { tag: props.drawing.tag })}
            {notLine && (
              <Box margin={{ top: 'xs' }} fontSize="body-s">
                {t('identify.notLineNumber', { tag: notLine })}
              </Box>
            )}
          </Alert>
        ) : null}
        <SpaceBetween size="xs" direction="horizontal">
          <Button onClick={props.onClose} data-testid="identify-run-cancel">
            {t('identify.cancel')}
          </Button>
          {!props.drawing && (
            <Button
              variant="primary"
              disabled={!tag.trim()}
              loading={check.isPending}
              onClick={() => check.mutate()}
              data-testid="identify-run-next"
            >
              {t('identify.drawRunNext')}
            </Button>
          )}
          {props.drawing && props.adding && <Box color="text-status-info">{t('identify.adding')}</Box>}
        </SpaceBetween>
      </SpaceBetween>
    </div>
  );
}
