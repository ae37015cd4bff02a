import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onExpectationFailed } from '../../api/client.ts';
import { navigateTo } from '../../app/navigation.ts';
import { clearSavedProject } from '../../app/savedProject.ts';

/** Projects home, where the 417 rule sends the user (spec 2 §8). */
const PROJECTS_HOME = '/myproject';

/**
 * The 417 rule: a single alert with the message and a confirm button; confirming goes to
 * /myproject with the saved project cleared. Further 417s while it is open are not stacked.
 */
export function ExpectationAlert() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    onExpectationFailed((text) => setMessage((current) => current ?? (text || t('expectation.default'))));
    return () => onExpectationFailed(() => {});
  }, [t]);
  const confirm = () => {
    setMessage(null);
    clearSavedProject();
    navigateTo(PROJECTS_HOME);
  };
  return (
    <Modal
      data-testid="expectation-alert"
      visible={message !== null}
      onDismiss={confirm}
      header={t('expectation.title')}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={confirm} data-testid="expectation-confirm">
            {t('action.confirm')}
          </Button>
        </Box>
      }
    >
      {message}
    </Modal>
  );
}
