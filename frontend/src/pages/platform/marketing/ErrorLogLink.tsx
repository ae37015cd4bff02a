import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';
import { errorLog } from '../../../api/marketing.ts';
import { saveBlob } from '../../../app/saveAs.ts';

/** Downloads the error log of an import or an issue (xlsx). */
export function ErrorLogLink({ id }: { id: string }) {
  const { t } = useTranslation();
  const save = async () => {
    const { blob, fileName } = await errorLog(id);
    saveBlob(blob, fileName);
  };
  return (
    <Button variant="inline-link" iconName="download" onClick={() => void save()} data-testid="error-log">
      {t('marketing.errorLog')}
    </Button>
  );
}
