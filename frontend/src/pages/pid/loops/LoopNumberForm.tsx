import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Drawing } from '../../../api/pidLoops.ts';
import { useLoopNumCheck } from '../queries.ts';

interface Props {
  drawing: Drawing;
  /** The loop being renumbered (its own number is not a duplicate); none for a new loop. */
  loopId?: string;
  initial?: string;
  submitText: string;
  saving: boolean;
  onSubmit: (loopNum: string) => void;
  onCancel: () => void;
  testId: string;
}

/**
 * A loop number being typed, checked against the drawing's other loops as typing settles (checkLoopNum):
 * a taken number is said inline and cannot be submitted.
 */
export function LoopNumberForm({
  drawing,
  loopId,
  initial = '',
  submitText,
  saving,
  onSubmit,
  onCancel,
  testId,
}: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const check = useLoopNumCheck(drawing, value, loopId);
  const loopNum = value.trim();
  const unchanged = loopNum === initial.trim();
  const error = check.taken ? t('pidPanels.loops.numTaken', { loopNum }) : check.problem || undefined;
  const blocked = !loopNum || unchanged || check.taken || Boolean(check.problem) || !check.free;
  const submit = () => {
    if (!blocked && !saving) onSubmit(loopNum);
  };
  return (
    <form
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormField
        label={t('pidPanels.loops.number')}
        errorText={error}
        constraintText={check.checking ? t('pidPanels.loops.checking') : undefined}
        stretch
      >
        <SpaceBetween size="xs" direction="horizontal" alignItems="center">
          <Input
            value={value}
            onChange={({ detail }) => setValue(detail.value)}
            onKeyDown={({ detail }) => detail.key === 'Escape' && onCancel()}
            autoFocus
            invalid={Boolean(error)}
            placeholder={t('pidPanels.loops.numberPlaceholder')}
            ariaLabel={t('pidPanels.loops.number')}
            data-testid={`${testId}-input`}
          />
          <Button
            variant="primary"
            formAction="submit"
            disabled={blocked}
            loading={saving}
            data-testid={`${testId}-submit`}
          >
            {submitText}
          </Button>
          <Button variant="link" formAction="none" onClick={onCancel}>
            {t('pidPanels.cancel')}
          </Button>
        </SpaceBetween>
      </FormField>
    </form>
  );
}
