import Toggle from '@cloudscape-design/components/toggle';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullscreenItem, ToolButtons, ViewerFrame, ViewerMessage } from './shared/Toolbar.tsx';
import { useFullscreen } from './shared/useFullscreen.ts';
import { type DecodedText, decodeText, TEXT_LIMIT } from './text/decode.ts';

export interface TextViewerProps {
  /** The text file: a URL to fetch, or its bytes / a Blob already at hand. */
  source: string | Blob | ArrayBuffer | Uint8Array;
}

async function readBytes(source: TextViewerProps['source'], signal: AbortSignal): Promise<Uint8Array> {
  if (source instanceof Uint8Array) return source;
  if (source instanceof ArrayBuffer) return new Uint8Array(source);
  if (source instanceof Blob) return new Uint8Array(await source.slice(0, TEXT_LIMIT + 4).arrayBuffer());
  const response = await fetch(source, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** UTF-8 text up to 100 KB with line numbers, in a monospace font, with a wrapping toggle. */
export default function TextViewer({ source }: TextViewerProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(frameRef);
  const [wrap, setWrap] = useState(false);
  const [state, setState] = useState<{ text?: DecodedText; error?: boolean }>({});

  useEffect(() => {
    const controller = new AbortController();
    setState({});
    readBytes(source, controller.signal)
      .then((bytes) => setState({ text: decodeText(bytes) }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ error: true });
      });
    return () => controller.abort();
  }, [source]);

  const toolbar = (
    <>
      <ToolButtons
        label={t('viewers.toolbar')}
        items={[fullscreenItem(t, fullscreen.active)]}
        onClick={() => fullscreen.toggle()}
      />
      <Toggle checked={wrap} onChange={({ detail }) => setWrap(detail.checked)} data-testid="text-wrap">
        {t('viewers.wrapLines')}
      </Toggle>
      {state.text && (
        <span className="ll-viewer__counter">
          {t('viewers.lineCount', { count: state.text.lines.length })}
        </span>
      )}
      {state.text?.truncated && <span className="ll-viewer__counter">{t('viewers.textTruncated')}</span>}
    </>
  );

  return (
    <ViewerFrame ref={frameRef} toolbar={toolbar} testId="text-viewer">
      {state.error && <ViewerMessage tone="error">{t('viewers.loadFailed')}</ViewerMessage>}
      {!state.error && !state.text && <ViewerMessage>{t('viewers.loading')}</ViewerMessage>}
      {state.text && (
        <div className={wrap ? 'll-text ll-text--wrap' : 'll-text'} data-testid="text-viewer-content">
          <table className="ll-text__table">
            <tbody>
              {state.text.lines.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional and never reordered.
                <tr key={i}>
                  <td className="ll-text__number">{i + 1}</td>
                  <td className="ll-text__line">{line || '\u200b'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ViewerFrame>
  );
}
