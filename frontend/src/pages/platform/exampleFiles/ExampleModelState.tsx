import Box from '@cloudscape-design/components/box';
import Popover from '@cloudscape-design/components/popover';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { MODEL_STATE } from '@loopline/shared';
import { useTranslation } from 'react-i18next';
import type { ExampleFile } from '../../../api/exampleFiles.ts';
import { TimeLeft } from '../../../components/progress/TimeLeft.tsx';

export const PARSING: string = MODEL_STATE.parsing;

/** Parse is offered for an unpublished model that is neither parsing nor parsed (the server decides too). */
export const parseOffered = (f: ExampleFile) =>
  f.publishStatus === 0 && (f.isModel === MODEL_STATE.unparsed || f.isModel === MODEL_STATE.failed);

/**
 * An example file's model state in the back office's list: not a model, unparsed, parsing with its
 * bar (the parse stages' percents) and time left, parsed, or failed with the reason.
 */
export function ExampleModelState({ file }: { file: ExampleFile }) {
  const { t } = useTranslation();
  const attrs = { 'data-testid': 'example-model-state', 'data-id': file.id, 'data-state': file.isModel };
  if (!file.isModel)
    return (
      <Box color="text-status-inactive" {...attrs}>
        -
      </Box>
    );
  if (file.isModel === MODEL_STATE.parsing)
    return (
      <div {...attrs} data-progress={file.parseProgress}>
        <ProgressBar
          value={file.parseProgress}
          variant="key-value"
          description={t('models.state.parsing', { progress: file.parseProgress })}
          additionalInfo={<TimeLeft kind="parse" progress={file.parseProgress} testId="parse-time-left" />}
        />
      </div>
    );
  if (file.isModel === MODEL_STATE.parsed)
    return (
      <div {...attrs}>
        <StatusIndicator type="success">{t('models.state.parsed')}</StatusIndicator>
      </div>
    );
  if (file.isModel === MODEL_STATE.failed)
    return (
      <div {...attrs}>
        <Popover
          dismissButton={false}
          position="top"
          size="medium"
          triggerType="text"
          content={file.parseMessage}
        >
          <StatusIndicator type="error">{t('models.state.failed')}</StatusIndicator>
        </Popover>
      </div>
    );
  return (
    <div {...attrs}>
      <StatusIndicator type="pending">{t('models.state.unparsed')}</StatusIndicator>
    </div>
  );
}
