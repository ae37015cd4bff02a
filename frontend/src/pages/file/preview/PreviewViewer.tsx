import Alert from '@cloudscape-design/components/alert';
import Spinner from '@cloudscape-design/components/spinner';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ImageViewer,
  MediaViewer,
  PdfViewer,
  SvgViewer,
  TextViewer,
} from '../../../components/viewers/index.ts';
import type { MarkupProps } from '../../../components/viewers/types.ts';
import type { ViewerKind } from './query.ts';

export interface PreviewViewerProps {
  kind: ViewerKind;
  url: string;
  fileName: string;
  initialPage?: number;
  markup?: MarkupProps;
  /** The SVG text once fetched (the export draws the same text). */
  onSvg?: (svg: string) => void;
}

/**
 * A viewer still loading: the spinner centred. The viewer box stretches its child, and a bare
 * spinner stretched to the whole box drew one enormous arc over the page.
 */
function ViewerLoading() {
  return (
    <div className="ll-preview__center" data-testid="preview-viewer-loading">
      <Spinner size="large" />
    </div>
  );
}

/** The SVG viewer takes text: the (already sanitised) drawing is fetched first. */
function SvgFromUrl({
  url,
  markup,
  onSvg,
}: {
  url: string;
  markup?: MarkupProps;
  onSvg?: (svg: string) => void;
}) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    setSvg(null);
    setFailed(false);
    fetch(url, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      })
      .then(
        (text) => {
          setSvg(text);
          onSvg?.(text);
        },
        () => !controller.signal.aborted && setFailed(true),
      );
    return () => controller.abort();
  }, [url, onSvg]);
  if (failed) return <Alert type="error">{t('filePreview.loadFailed')}</Alert>;
  if (svg === null) return <ViewerLoading />;
  return <SvgViewer svg={svg} markup={markup} />;
}

/** The viewer for a ready source (each viewer loads in its own chunk). */
export function PreviewViewer({ kind, url, fileName, initialPage, markup, onSvg }: PreviewViewerProps) {
  return (
    <div className="ll-preview__viewer" data-testid="preview-viewer" data-viewer-kind={kind}>
      <Suspense fallback={<ViewerLoading />}>
        {kind === 'pdf' && <PdfViewer url={url} initialPage={initialPage} markup={markup} />}
        {kind === 'image' && <ImageViewer url={url} markup={markup} alt={fileName} />}
        {kind === 'svg' && <SvgFromUrl url={url} markup={markup} onSvg={onSvg} />}
        {kind === 'video' && <MediaViewer url={url} kind="video" />}
        {kind === 'audio' && <MediaViewer url={url} kind="audio" />}
        {kind === 'text' && <TextViewer source={url} />}
      </Suspense>
    </div>
  );
}
