import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullscreenItem, ToolButtons, ViewerFrame, ViewerMessage } from './shared/Toolbar.tsx';
import { useFullscreen } from './shared/useFullscreen.ts';

export interface MediaViewerProps {
  url: string;
  kind: 'video' | 'audio';
  /** The source's MIME type when known (helps the browser decide before downloading). */
  mimeType?: string;
}

/**
 * Video (mp4 …) and audio (mp3 …) with the browser's own controls. When the browser cannot play the
 * source (an error event on the element or its source) a clear message replaces the player.
 */
export default function MediaViewer({ url, kind, mimeType }: MediaViewerProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(frameRef);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl === url;
  const fail = () => setFailedUrl(url);
  const source = <source src={url} type={mimeType} onError={fail} />;

  const toolbar =
    kind === 'video' ? (
      <ToolButtons
        label={t('viewers.toolbar')}
        items={[fullscreenItem(t, fullscreen.active)]}
        onClick={() => fullscreen.toggle()}
      />
    ) : null;

  return (
    <ViewerFrame ref={frameRef} toolbar={toolbar} testId="media-viewer">
      {failed ? (
        <ViewerMessage tone="error">
          <span data-testid="media-unsupported">{t('viewers.mediaUnsupported')}</span>
        </ViewerMessage>
      ) : (
        <div className={kind === 'audio' ? 'll-media ll-media--audio' : 'll-media'}>
          {kind === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: user files come without caption tracks.
            <video key={url} controls preload="metadata" aria-label={t('viewers.videoLabel')} onError={fail}>
              {source}
            </video>
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: user files come without caption tracks.
            <audio key={url} controls preload="metadata" aria-label={t('viewers.audioLabel')} onError={fail}>
              {source}
            </audio>
          )}
        </div>
      )}
    </ViewerFrame>
  );
}
