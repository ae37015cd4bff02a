import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

/**
 * A model viewer opened without a model in its address (a bookmark, a hand-typed link): says so and
 * offers the way back, instead of a validation message from a call with empty ids.
 */
export function NoModelSelected({
  hint,
  backLabel,
  onBack,
}: {
  hint: string;
  backLabel: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Container data-testid="model-none-selected">
      <Box textAlign="center" color="inherit" padding={{ vertical: 'xl' }}>
        <SpaceBetween size="m">
          <SpaceBetween size="xxs">
            <Box variant="h2" color="inherit">
              {t('models.page.noneSelected')}
            </Box>
            <Box variant="p" color="text-body-secondary">
              {hint}
            </Box>
          </SpaceBetween>
          <Button onClick={onBack} data-testid="model-none-selected-back">
            {backLabel}
          </Button>
        </SpaceBetween>
      </Box>
    </Container>
  );
}
