import { useTranslation } from 'react-i18next';
import { MarkupToolbar } from '../markup/MarkupToolbar.tsx';
import type { MarkupTools } from '../markup/useMarkupTools.ts';
import { handIcon, rotateIcon } from '../shared/icons.tsx';
import {
  fullscreenItem,
  PageInput,
  SearchBox,
  ToolButtons,
  ToolSeparator,
  ZoomSelect,
} from '../shared/Toolbar.tsx';
import type { MarkupProps } from '../types.ts';

export interface PdfToolbarProps {
  hand: boolean;
  page: number;
  pageCount: number;
  scale: number;
  fullscreen: boolean;
  onTool: (id: string) => void;
  onPage: (page: number) => void;
  onZoom: (scale: number) => void;
  search: {
    query: string;
    onQuery: (query: string) => void;
    onStep: (direction: 1 | -1) => void;
    position: number;
    total: number;
    progress: { done: number; total: number } | null;
  };
  markup?: MarkupProps;
  tools: MarkupTools;
}

/** The PDF toolbar, in the order of the preview page: hand, rotate, search, pages, zoom, full screen. */
export function PdfToolbar(props: PdfToolbarProps) {
  const { t } = useTranslation();
  const { hand, page, pageCount, scale, onTool, search, markup, tools } = props;
  return (
    <>
      <ToolButtons
        label={t('viewers.toolbar')}
        onClick={onTool}
        items={[
          {
            type: 'icon-toggle-button',
            id: 'hand',
            text: t('viewers.hand'),
            iconSvg: handIcon,
            pressedIconSvg: handIcon,
            pressed: hand,
          },
          { type: 'icon-button', id: 'rotate', text: t('viewers.rotate'), iconSvg: rotateIcon },
        ]}
      />
      <SearchBox
        query={search.query}
        onQuery={search.onQuery}
        onStep={search.onStep}
        position={search.position}
        total={search.total}
        status={search.progress ? t('viewers.searching', search.progress) : undefined}
      />
      <ToolSeparator />
      <ToolButtons
        label={t('viewers.previousPage')}
        onClick={onTool}
        items={[
          {
            type: 'icon-button',
            id: 'previous-page',
            iconName: 'angle-left',
            text: t('viewers.previousPage'),
            disabled: page <= 1,
          },
        ]}
      />
      <PageInput page={page} pageCount={pageCount} onChange={props.onPage} />
      <ToolButtons
        label={t('viewers.nextPage')}
        onClick={onTool}
        items={[
          {
            type: 'icon-button',
            id: 'next-page',
            iconName: 'angle-right',
            text: t('viewers.nextPage'),
            disabled: page >= pageCount,
          },
        ]}
      />
      <ToolSeparator />
      <ToolButtons
        label={t('viewers.zoom')}
        onClick={onTool}
        items={[
          { type: 'icon-button', id: 'zoom-out', iconName: 'zoom-out', text: t('viewers.zoomOut') },
          { type: 'icon-button', id: 'zoom-in', iconName: 'zoom-in', text: t('viewers.zoomIn') },
        ]}
      />
      <ZoomSelect scale={scale} onChange={props.onZoom} />
      <ToolButtons
        label={t('viewers.fullScreen')}
        onClick={onTool}
        items={[fullscreenItem(t, props.fullscreen)]}
      />
      {markup && <MarkupToolbar tools={tools} readOnly={markup.readOnly} />}
    </>
  );
}
