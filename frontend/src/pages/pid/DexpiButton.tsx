import Button from '@cloudscape-design/components/button';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { exportDexpi } from '../../api/pidLoops.ts';
import { errorText } from '../../app/queryClient.ts';
import { saveBlob } from '../../app/saveAs.ts';
import { notify } from '../../components/notifications/store.ts';

interface Props {
  projectId: string;
  fileId: string;
  name: string;
  variant?: 'normal' | 'inline-link';
}

/** Downloads a recognised drawing as DEXPI XML (issue 17 item 8; GET /api/pidFile/exportDexpi, viewFile). */
export function DexpiButton({ projectId, fileId, name, variant = 'normal' }: Props) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () =>
      exportDexpi(projectId, fileId, `${name.replace(/\.[^.]+$/, '') || 'drawing'}.dexpi.xml`),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => notify.error(t('pidPanels.dexpi.failed', { message: errorText(error) })),
  });
  return (
    <Button
      variant={variant}
      iconName="download"
      onClick={() => download.mutate()}
      loading={download.isPending}
      data-testid="pid-dexpi-export"
    >
      {t('pidPanels.dexpi.export')}
    </Button>
  );
}
