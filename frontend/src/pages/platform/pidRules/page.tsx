import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RuleSettingsDialog } from '../../../components/pidRules/RuleSettingsDialog.tsx';

/**
 * Back office: the platform default P&ID recognition rules (spec 3 §1 "edit drawing-recognition rules").
 * Only platform administrators reach /platform (the route guard), and the server checks again on save.
 */
export function PlatformPidRulesPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <ContentLayout
      defaultPadding
      header={
        <Header variant="h1" description={t('pidRules.adminDescription')}>
          {t('pidRules.adminPage')}
        </Header>
      }
    >
      <Container>
        <Box>
          <Button variant="primary" onClick={() => setOpen(true)} data-testid="open-default-pid-rules">
            {t('pidRules.open')}
          </Button>
        </Box>
      </Container>
      {open && <RuleSettingsDialog scope={{}} editable onClose={() => setOpen(false)} />}
    </ContentLayout>
  );
}
