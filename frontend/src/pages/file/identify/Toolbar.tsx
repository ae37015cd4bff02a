import Button from '@cloudscape-design/components/button';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { PidDetailRow } from '../../../api/pidDetails.ts';
import { type Layers, type Tool, TYPE_COLOURS, TYPES } from './types.ts';

interface Props {
  name: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  rows: PidDetailRow[];
  layers: Layers;
  onToggleLayer: (type: (typeof TYPES)[number]) => void;
  editable: boolean;
  tool: Tool;
  onTool: (tool: Tool) => void;
  onZoom: (factor: number) => void;
  onFit: () => void;
  reviewing: boolean;
  onReview: () => void;
  showRuns: boolean;
  onRuns: () => void;
  /** The drawing-wide P&ID screens' buttons (pages/pid). */
  extra?: React.ReactNode;

  showMissed: boolean;
  onMissed: () => void;
  /** Opens this drawing's recognition rules. */
  onRules: () => void;
}

/**
 * Title, pages, a switch per layer (with its count), the pointer tool, zoom, the side panels (pipe runs,
 * missed tags, review queue) and this drawing's recognition rules.
 */
export function Toolbar(props: Props) {
  const { t } = useTranslation();
  const { rows, layers, page, pages } = props;
  const counts = Object.fromEntries(TYPES.map((type) => [type, rows.filter((r) => r.type === type).length]));
  return (
    <div className="identify-toolbar">
      <div className="identify-title" title={props.name} data-testid="identify-title">
        {props.name || t('identify.title')}
      </div>
      {pages > 1 && (
        <SpaceBetween size="xxs" direction="horizontal" alignItems="center">
          <Button
            variant="icon"
            iconName="angle-left"
            ariaLabel={t('identify.prevPage')}
            disabled={page <= 1}
            onClick={() => props.onPage(page - 1)}
          />
          <span data-testid="identify-page">{t('identify.page', { page, pages })}</span>
          <Button
            variant="icon"
            iconName="angle-right"
            ariaLabel={t('identify.nextPage')}
            disabled={page >= pages}
            onClick={() => props.onPage(page + 1)}
          />
        </SpaceBetween>
      )}
      <fieldset
        className="identify-layers"
        aria-label={t('identify.layers')}
        style={{ border: 0, margin: 0, padding: 0 }}
      >
        {TYPES.map((type) => (
          <label key={type} className="identify-layer" style={{ color: TYPE_COLOURS[type] }}>
            <input
              type="checkbox"
              checked={layers[type]}
              onChange={() => props.onToggleLayer(type)}
              data-testid={`identify-toggle-${type}`}
            />
            <span className="identify-swatch" />
            <span style={{ color: '#16191f' }}>
              {t(`identify.type.${type}`)} ({counts[type]})
            </span>
          </label>
        ))}
      </fieldset>
      <SpaceBetween size="xs" direction="horizontal" alignItems="center">
        {props.editable && (
          <SegmentedControl
            selectedId={props.tool}
            onChange={(e) => props.onTool(e.detail.selectedId as Tool)}
            options={[
              { id: 'select', iconName: 'expand', text: t('identify.toolSelect') },
              { id: 'draw', iconName: 'add-plus', text: t('identify.toolDraw') },
            ]}
            data-testid="identify-tool"
          />
        )}
        <Button
          variant="icon"
          iconName="zoom-out"
          ariaLabel={t('identify.zoomOut')}
          onClick={() => props.onZoom(1 / 1.25)}
        />
        <Button
          variant="icon"
          iconName="zoom-in"
          ariaLabel={t('identify.zoomIn')}
          onClick={() => props.onZoom(1.25)}
        />
        <Button variant="icon" iconName="zoom-to-fit" ariaLabel={t('identify.fit')} onClick={props.onFit} />
        <Button
          variant={props.showRuns ? 'primary' : 'normal'}
          iconName="share"
          onClick={props.onRuns}
          data-testid="identify-runs"
        >
          {t('identify.pipelines')}
        </Button>
        <Button
          variant={props.showMissed ? 'primary' : 'normal'}
          iconName="search"
          onClick={props.onMissed}
          data-testid="identify-missed-toggle"
        >
          {t('identify.missed')}
        </Button>
        <Button iconName="settings" onClick={props.onRules} data-testid="identify-rules">
          {t('identify.rules')}
        </Button>
        <Button
          variant={props.reviewing ? 'primary' : 'normal'}
          iconName="status-warning"
          onClick={props.onReview}
          data-testid="identify-review"
        >
          {t('identify.review')}
        </Button>
        {props.extra}
      </SpaceBetween>
    </div>
  );
}
