import Button from '@cloudscape-design/components/button';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecognitionPanel } from './RecognitionPanel.tsx';
import { clampPanelWidth, isDrawingName, PANEL_DEFAULT_WIDTH } from './recognitionPanel.ts';
import { useRecognitionRecord } from './useRecognitionRecord.ts';

const WIDTH_KEY = 'loopline.recognitionPanelWidth';

function storedWidth(): number {
  try {
    const saved = window.localStorage.getItem(WIDTH_KEY);
    return saved ? clampPanelWidth(Number(saved)) : PANEL_DEFAULT_WIDTH;
  } catch {
    return PANEL_DEFAULT_WIDTH;
  }
}

/** The width the reader chose, kept for the next preview. */
function usePanelWidth() {
  const [width, setWidth] = useState(storedWidth);
  const change = useCallback((next: number) => {
    const clamped = clampPanelWidth(next);
    setWidth(clamped);
    try {
      window.localStorage.setItem(WIDTH_KEY, String(clamped));
    } catch {}
  }, []);
  return [width, change] as const;
}

/**
 * The recognition side of a member's preview of a pdf/png/jpg: the panel when the drawing has been
 * submitted for recognition (nothing otherwise), or the tab that shows it again once hidden.
 */
export function RecognitionSide({
  projectId,
  fileId,
  fileName,
}: {
  projectId: string;
  fileId: string;
  fileName: string;
}) {
  const { t } = useTranslation();
  const drawing = isDrawingName(fileName);
  const record = useRecognitionRecord(drawing ? { projectId, fileId } : null);
  const [width, setWidth] = usePanelWidth();
  const [hidden, setHidden] = useState(false);
  // Nothing until the record is known, and nothing for a drawing never submitted.
  if (!drawing || record.data === null || record.isPending) return null;
  if (hidden)
    return (
      <div className="ll-rec-panel-tab">
        <Button iconName="angle-left" onClick={() => setHidden(false)} data-testid="recognition-panel-show">
          {t('recognition.panel.show')}
        </Button>
      </div>
    );
  return (
    <RecognitionPanel
      projectId={projectId}
      record={
        record.data ? { status: 'success', data: record.data } : { status: 'error', error: record.error }
      }
      width={width}
      onWidth={setWidth}
      onHide={() => setHidden(true)}
    />
  );
}
