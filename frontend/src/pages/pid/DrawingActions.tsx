import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { DexpiButton } from './DexpiButton.tsx';
import { openInstrumentIndex } from './paths.ts';

/** The recognition side panel's links to a recognised drawing's instrument index and its DEXPI export. */
export function DrawingActions({
  projectId,
  fileId,
  name,
}: {
  projectId: string;
  fileId: string;
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <SpaceBetween size="xs" direction="horizontal">
      <Button
        iconName="external"
        onClick={() => openInstrumentIndex({ projectId, pfileId: fileId, name })}
        data-testid="pid-index-open"
      >
        {t('pidPanels.index.title')}
      </Button>
      <DexpiButton projectId={projectId} fileId={fileId} name={name} />
    </SpaceBetween>
  );
}
