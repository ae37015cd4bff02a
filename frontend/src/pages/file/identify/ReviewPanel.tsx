import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PidDetailRow } from '../../../api/pidDetails.ts';

interface Props {
  queue: PidDetailRow[];
  index: number;
  threshold: number;
  onThreshold: (threshold: number) => void;
  onStep: (delta: number) => void;
  /** Saves the threshold for the drawing; absent when the caller may not. */
  onSaveThreshold?: (threshold: number) => void;
  savingThreshold?: boolean;
}

/** The low-confidence queue: a threshold, where one stands in the queue, and stepping through it. */
export function ReviewPanel({
  queue,
  index,
  threshold,
  onThreshold,
  onStep,
  onSaveThreshold,
  savingThreshold,
}: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(threshold));
  useEffect(() => setText(String(threshold)), [threshold]);
  const commit = (value: string) => {
    const n = Number(value);
    if (Number.isFinite(n) && n >= 0 && n <= 1) onThreshold(n);
    else setText(String(threshold));
  };
  return (
    <SpaceBetween size="s">
      <Box variant="h3" padding={{ top: 'n' }}>
        {t('identify.reviewTitle')}
      </Box>
      <FormField label={t('identify.threshold')} constraintText="0 – 1">
        <SpaceBetween size="xs" direction="horizontal">
          <Input
            type="number"
            step={0.05}
            inputMode="decimal"
            value={text}
            onChange={(e) => setText(e.detail.value)}
            onBlur={() => commit(text)}
            onKeyDown={(e) => {
              if (e.detail.key === 'Enter') commit(text);
            }}
            data-testid="identify-threshold"
          />
          {onSaveThreshold && (
            <Button
              onClick={() => onSaveThreshold(threshold)}
              loading={savingThreshold}
              data-testid="identify-save-threshold"
            >
              {t('identify.saveThreshold')}
            </Button>
          )}
        </SpaceBetween>
      </FormField>
      {queue.length === 0 ? (
        <Box color="text-status-inactive" data-testid="identify-review-empty">
          {t('identify.reviewEmpty')}
        </Box>
      ) : (
        <>
          <Box data-testid="identify-review-count">
            {t('identify.reviewCount', { count: queue.length, threshold })}
          </Box>
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            <Button iconName="angle-left" onClick={() => onStep(-1)} disabled={index <= 0}>
              {t('identify.reviewPrev')}
            </Button>
            <span data-testid="identify-review-position">
              {t('identify.reviewPosition', { index: index + 1, count: queue.length })}
            </span>
            <Button
              iconName="angle-right"
              iconAlign="right"
              onClick={() => onStep(1)}
              disabled={index >= queue.length - 1}
            >
              {t('identify.reviewNext')}
            </Button>
          </SpaceBetween>
          <Box color="text-body-secondary" fontSize="body-s">
            {t('identify.reviewKeys')}
          </Box>
        </>
      )}
    </SpaceBetween>
  );
}
