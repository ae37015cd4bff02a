import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PidDetailRow } from '../../../api/pidDetails.ts';

interface Props {
  queue: PidDetailRow[];
  index: number;
  loading: boolean;
  /** The drawing's threshold (null until read). */
  threshold: number | null;
  /** Members who may edit the drawing set its threshold; others see it. */
  editable: boolean;
  saving: boolean;
  onThreshold: (threshold: number) => void;
  onStep: (delta: number) => void;
}

/** The low-confidence queue: a threshold, where one stands in the queue, and stepping through it. */
export function ReviewPanel({
  queue,
  index,
  loading,
  threshold,
  editable,
  saving,
  onThreshold,
  onStep,
}: Props) {
  const { t } = useTranslation();
  const shown = threshold === null ? '' : String(threshold);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  const commit = (value: string) => {
    const n = Number(value);
    if (value.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 1) {
      if (n !== threshold) onThreshold(n);
    } else setText(shown);
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
            disabled={!editable || threshold === null}
            data-testid="identify-threshold"
          />
          {saving && <Spinner />}
        </SpaceBetween>
      </FormField>
      {loading ? (
        <Spinner />
      ) : queue.length === 0 ? (
        <Box color="text-status-inactive" data-testid="identify-review-empty">
          {t('identify.reviewEmpty')}
        </Box>
      ) : (
        <>
          <Box data-testid="identify-review-count">
            {t('identify.reviewCount', { count: queue.length, threshold })}
          </Box>
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            <Button
              iconName="angle-left"
              onClick={() => onStep(-1)}
              disabled={queue.length === 0 || index === 0}
            >
              {t('identify.reviewPrev')}
            </Button>
            {index >= 0 && (
              <span data-testid="identify-review-position">
                {t('identify.reviewPosition', { index: index + 1, count: queue.length })}
              </span>
            )}
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
