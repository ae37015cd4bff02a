import Box from '@cloudscape-design/components/box';
import ButtonGroup, { type ButtonGroupProps } from '@cloudscape-design/components/button-group';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import type { TFunction } from 'i18next';
import { type ReactNode, type Ref, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampPageInput, stepPreset, ZOOM_PRESETS } from '../geometry/zoom.ts';
import { rotateIcon } from './icons.tsx';
import './viewers.css';

/** The frame every viewer shares: one toolbar row above the view. */
export function ViewerFrame({
  ref,
  toolbar,
  children,
  testId,
}: {
  ref?: Ref<HTMLDivElement>;
  toolbar: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div ref={ref} className="ll-viewer" data-testid={testId}>
      {toolbar && (
        <div className="ll-viewer__toolbar" role="toolbar" aria-label={t('viewers.toolbar')}>
          {toolbar}
        </div>
      )}
      <div className="ll-viewer__body">{children}</div>
    </div>
  );
}

/** A group of icon buttons; `onClick` receives the item id. */
export function ToolButtons({
  label,
  items,
  onClick,
}: {
  label: string;
  items: ButtonGroupProps.ItemOrGroup[];
  onClick: (id: string) => void;
}) {
  return (
    <ButtonGroup
      variant="icon"
      ariaLabel={label}
      items={items}
      onItemClick={({ detail }) => onClick(detail.id)}
    />
  );
}

export function ToolSeparator() {
  return <span className="ll-viewer__separator" aria-hidden="true" />;
}

/** The buttons every 2D viewer has, in one order: zoom out/in, reset, rotate. */
function viewItems(t: TFunction, options: { reset?: boolean; zoom?: boolean }): ButtonGroupProps.Item[] {
  const items: ButtonGroupProps.Item[] = [];
  if (options.zoom !== false) {
    items.push({ type: 'icon-button', id: 'zoom-out', iconName: 'zoom-out', text: t('viewers.zoomOut') });
    items.push({ type: 'icon-button', id: 'zoom-in', iconName: 'zoom-in', text: t('viewers.zoomIn') });
  }
  if (options.reset)
    items.push({ type: 'icon-button', id: 'reset', iconName: 'zoom-to-fit', text: t('viewers.reset') });
  items.push({ type: 'icon-button', id: 'rotate', iconSvg: rotateIcon, text: t('viewers.rotate') });
  return items;
}

export function fullscreenItem(t: TFunction, active: boolean): ButtonGroupProps.Item {
  return {
    type: 'icon-button',
    id: 'fullscreen',
    iconName: active ? 'exit-full-screen' : 'full-screen',
    text: active ? t('viewers.exitFullScreen') : t('viewers.fullScreen'),
  };
}

/** Zoom presets 50–400 %; a free zoom (wheel) shows as its own percentage. */
export function ZoomSelect({ scale, onChange }: { scale: number; onChange: (scale: number) => void }) {
  const { t } = useTranslation();
  const percent = Math.round(scale * 100);
  const options = ZOOM_PRESETS.map((p) => ({
    value: String(p),
    label: t('viewers.zoomPercent', { percent: p }),
  }));
  const selected = options.find((o) => o.value === String(percent)) ?? {
    value: String(percent),
    label: t('viewers.zoomPercent', { percent }),
  };
  return (
    <div className="ll-viewer__zoom">
      <Select
        ariaLabel={t('viewers.zoom')}
        selectedOption={selected}
        options={options}
        onChange={({ detail }) => onChange(Number(detail.selectedOption.value) / 100)}
        data-testid="viewer-zoom"
      />
    </div>
  );
}

/** Page number 1–9999, clamped to the page count on Enter or when leaving the field. */
export function PageInput({
  page,
  pageCount,
  onChange,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(page));
  useEffect(() => setText(String(page)), [page]);
  const commit = () => {
    const target = clampPageInput(text, pageCount);
    setText(String(target ?? page));
    if (target !== null && target !== page) onChange(target);
  };
  return (
    <div className="ll-viewer__page">
      <div className="ll-viewer__page-input">
        <Input
          type="number"
          inputMode="numeric"
          ariaLabel={t('viewers.pageNumber')}
          value={text}
          onChange={({ detail }) => setText(detail.value.slice(0, 4))}
          onBlur={commit}
          onKeyDown={({ detail }) => {
            if (detail.key === 'Enter') commit();
          }}
          data-testid="viewer-page-input"
        />
      </div>
      <Box variant="span" color="text-body-secondary" data-testid="viewer-page-count">
        {t('viewers.pageCount', { count: pageCount })}
      </Box>
    </div>
  );
}

/** Text search with previous / next match and a match counter. */
export function SearchBox({
  query,
  onQuery,
  onStep,
  position,
  total,
  status,
}: {
  query: string;
  onQuery: (query: string) => void;
  onStep: (direction: 1 | -1) => void;
  position: number;
  total: number;
  status?: string;
}) {
  const { t } = useTranslation();
  const counter =
    status ??
    (query.trim()
      ? total > 0
        ? t('viewers.hitPosition', { current: position + 1, total })
        : t('viewers.noHits')
      : '');
  return (
    <div className="ll-viewer__search">
      <div className="ll-viewer__search-input">
        <Input
          type="search"
          ariaLabel={t('viewers.search')}
          placeholder={t('viewers.searchPlaceholder')}
          value={query}
          onChange={({ detail }) => onQuery(detail.value)}
          onKeyDown={({ detail }) => {
            if (detail.key === 'Enter') onStep(detail.shiftKey ? -1 : 1);
          }}
          data-testid="viewer-search"
        />
      </div>
      <ToolButtons
        label={t('viewers.search')}
        onClick={(id) => onStep(id === 'previous-hit' ? -1 : 1)}
        items={[
          {
            type: 'icon-button',
            id: 'previous-hit',
            iconName: 'angle-up',
            text: t('viewers.previousHit'),
            disabled: total === 0,
          },
          {
            type: 'icon-button',
            id: 'next-hit',
            iconName: 'angle-down',
            text: t('viewers.nextHit'),
            disabled: total === 0,
          },
        ]}
      />
      <span className="ll-viewer__counter" aria-live="polite" data-testid="viewer-search-count">
        {counter}
      </span>
    </div>
  );
}

/** A centred message in the view (loading, failure, unsupported). */
export function ViewerMessage({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'error' }) {
  return (
    <div className="ll-viewer__message" role={tone === 'error' ? 'alert' : 'status'}>
      <Box color={tone === 'error' ? 'text-status-error' : 'text-body-secondary'}>{children}</Box>
    </div>
  );
}

/**
 * The start of a pan-and-zoom viewer's toolbar (image, SVG): zoom out/in, reset, rotate and full
 * screen, then the zoom presets.
 */
export function PanZoomTools({
  scale,
  zoomTo,
  reset,
  rotate,
  fullscreen,
}: {
  scale: number;
  zoomTo: (scale: number) => void;
  reset: () => void;
  rotate: () => void;
  fullscreen: { active: boolean; toggle: () => void };
}) {
  const { t } = useTranslation();
  const onTool = (id: string) => {
    if (id === 'zoom-in') zoomTo(stepPreset(scale, 1));
    else if (id === 'zoom-out') zoomTo(stepPreset(scale, -1));
    else if (id === 'reset') reset();
    else if (id === 'rotate') rotate();
    else if (id === 'fullscreen') fullscreen.toggle();
  };
  return (
    <>
      <ToolButtons
        label={t('viewers.toolbar')}
        items={[...viewItems(t, { reset: true }), fullscreenItem(t, fullscreen.active)]}
        onClick={onTool}
      />
      <ZoomSelect scale={scale} onChange={zoomTo} />
    </>
  );
}
