import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PidDetailRow, TagSuggestion } from '../../../api/pidDetails.ts';
import type { PidAttribute } from '../../../api/pidRules.ts';
import type { Relations } from './related.ts';
import { TYPE_COLOURS } from './types.ts';

interface Props {
  row: PidDetailRow;
  relations: Relations;
  attributes: PidAttribute[];
  editable: boolean;
  /** What the rules read in a box just drawn. */
  suggestion: TagSuggestion | null;
  saving: boolean;
  onSaveTag: (tag: string) => void;
  onDelete: () => void;
}

/** The selected item: tag, type, category, confidence, attributes, its pipe run and its loop. */
export function DetailPanel({
  row,
  relations,
  attributes,
  editable,
  suggestion,
  saving,
  onSaveTag,
  onDelete,
}: Props) {
  const { t, i18n } = useTranslation();
  const [tag, setTag] = useState(row.tag);
  useEffect(() => setTag(row.tag), [row.tag]);
  const attrName = (key: string) => {
    const attr = attributes.find((a) => a.id === key);
    if (!attr) return key;
    return i18n.language === 'en' && attr.attrNameEn ? attr.attrNameEn : attr.attrName;
  };
  const fields = Object.entries(row.fields).filter(([, value]) => value !== '');
  return (
    <SpaceBetween size="m">
      <div data-testid="identify-detail">
        <Box variant="h3" padding={{ top: 'n' }}>
          <span style={{ color: TYPE_COLOURS[row.type] }}>■ </span>
          <span data-testid="identify-detail-tag">{row.tag || t('identify.noTag')}</span>
        </Box>
        <ColumnLayout columns={2} variant="text-grid">
          <Field label={t('identify.typeLabel')} testId="identify-detail-type">
            {t(`identify.typeOne.${row.type}`)}
          </Field>
          <Field label={t('identify.category')} testId="identify-detail-category">
            {row.category || '—'}
          </Field>
          <Field label={t('identify.confidence')} testId="identify-detail-confidence">
            {`${Math.round(row.confidence * 100)}%`}
          </Field>
        </ColumnLayout>
      </div>
      {editable && (
        <FormField
          label={t('identify.tag')}
          description={suggestion ? suggestionText(t, suggestion) : undefined}
        >
          <SpaceBetween size="xs" direction="horizontal">
            <Input
              value={tag}
              onChange={(e) => setTag(e.detail.value)}
              onKeyDown={(e) => {
                if (e.detail.key === 'Enter' && tag !== row.tag) onSaveTag(tag);
              }}
              data-testid="identify-tag-input"
              autoFocus={suggestion !== null}
            />
            <Button
              onClick={() => onSaveTag(tag)}
              disabled={tag.trim() === row.tag}
              loading={saving}
              data-testid="identify-save-tag"
            >
              {t('identify.saveTag')}
            </Button>
          </SpaceBetween>
        </FormField>
      )}
      <div>
        <Box variant="h4">{t('identify.attributes')}</Box>
        {fields.length ? (
          <ColumnLayout columns={2} variant="text-grid">
            {fields.map(([key, value]) => (
              <Field key={key} label={attrName(key)} testId={`identify-attr-${key}`}>
                {value}
              </Field>
            ))}
          </ColumnLayout>
        ) : (
          <Box color="text-status-inactive">{t('identify.noAttributes')}</Box>
        )}
      </div>
      <div data-testid="identify-detail-pipeline">
        <Box variant="h4">{t('identify.pipeline')}</Box>
        {relations.pipeline ? (
          <Box>
            {relations.pipeline.tag || t('identify.noTag')} ·{' '}
            {t('identify.pipelineItems', {
              count:
                relations.pipelineItems.filter((r) => r.type !== 'line').length +
                (row.type === 'line' ? 0 : 1),
            })}
          </Box>
        ) : (
          <Box color="text-status-inactive">{t('identify.noPipeline')}</Box>
        )}
      </div>
      <div data-testid="identify-detail-loop">
        <Box variant="h4">{t('identify.loop')}</Box>
        {relations.loop ? (
          <Box>
            {relations.loop.loopNumber}: {relations.loop.tags.join(', ')}
          </Box>
        ) : (
          <Box color="text-status-inactive">{t('identify.noLoop')}</Box>
        )}
      </div>
      {editable && (
        <Button iconName="remove" onClick={onDelete} data-testid="identify-delete">
          {t('identify.delete')}
        </Button>
      )}
    </SpaceBetween>
  );
}

function suggestionText(t: TFunction, s: TagSuggestion) {
  if (!s.text) return t('identify.suggestionEmpty');
  return s.tag
    ? t('identify.suggestion', { text: s.text, tag: s.tag })
    : t('identify.suggestionNone', { text: s.text });
}

function Field({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <div data-testid={testId}>{children}</div>
    </div>
  );
}
