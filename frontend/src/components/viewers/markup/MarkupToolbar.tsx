import type { ButtonGroupProps } from '@cloudscape-design/components/button-group';
import Select from '@cloudscape-design/components/select';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_STROKE, MIN_STROKE } from '../geometry/shapes.ts';
import {
  arrowIcon,
  cloudIcon,
  ellipseIcon,
  lineIcon,
  penIcon,
  rectIcon,
  selectIcon,
  swatch,
  textIcon,
} from '../shared/icons.tsx';
import { ToolButtons, ToolSeparator } from '../shared/Toolbar.tsx';
import type { MarkupTool } from '../types.ts';
import { MARKUP_COLORS, type MarkupTools } from './useMarkupTools.ts';

const TOOLS: { id: MarkupTool; key: string; icon: ReactNode }[] = [
  { id: 'select', key: 'viewers.markupSelect', icon: selectIcon },
  { id: 'rect', key: 'viewers.markupRect', icon: rectIcon },
  { id: 'ellipse', key: 'viewers.markupEllipse', icon: ellipseIcon },
  { id: 'cloud', key: 'viewers.markupCloud', icon: cloudIcon },
  { id: 'arrow', key: 'viewers.markupArrow', icon: arrowIcon },
  { id: 'line', key: 'viewers.markupLine', icon: lineIcon },
  { id: 'pen', key: 'viewers.markupPen', icon: penIcon },
  { id: 'text', key: 'viewers.markupText', icon: textIcon },
];

const WIDTHS = Array.from({ length: MAX_STROKE - MIN_STROKE + 1 }, (_, i) => MIN_STROKE + i);

/** Markup tools, colour, stroke width 1–10 and delete; nothing when the markup is read-only. */
export function MarkupToolbar({ tools, readOnly }: { tools: MarkupTools; readOnly?: boolean }) {
  const { t } = useTranslation();
  if (readOnly) return null;
  const items: ButtonGroupProps.Item[] = TOOLS.map((tool) => ({
    type: 'icon-toggle-button',
    id: tool.id,
    text: t(tool.key),
    iconSvg: tool.icon,
    pressedIconSvg: tool.icon,
    pressed: tools.tool === tool.id,
  }));
  const colorOptions = MARKUP_COLORS.map((c) => ({
    value: c.value,
    label: t(c.key),
    iconSvg: swatch(c.value),
  }));
  const widthOptions = WIDTHS.map((w) => ({
    value: String(w),
    label: t('viewers.markupWidthValue', { width: w }),
  }));
  return (
    <>
      <ToolSeparator />
      <ToolButtons
        label={t('viewers.markup')}
        items={[
          ...items,
          {
            type: 'icon-button',
            id: 'delete',
            iconName: 'remove',
            text: t('viewers.markupDelete'),
            disabled: !tools.selected,
          },
        ]}
        onClick={(id) => {
          if (id === 'delete') tools.removeSelected();
          else tools.setTool(tools.tool === id ? null : (id as MarkupTool));
        }}
      />
      <div className="ll-viewer__select">
        <Select
          ariaLabel={t('viewers.markupColor')}
          selectedOption={colorOptions.find((o) => o.value === tools.color) ?? colorOptions[0]}
          options={colorOptions}
          onChange={({ detail }) => tools.setColor(detail.selectedOption.value ?? MARKUP_COLORS[0].value)}
          data-testid="markup-color"
        />
      </div>
      <div className="ll-viewer__select">
        <Select
          ariaLabel={t('viewers.markupWidth')}
          selectedOption={widthOptions.find((o) => o.value === String(tools.width)) ?? widthOptions[2]}
          options={widthOptions}
          onChange={({ detail }) => tools.setWidth(Number(detail.selectedOption.value))}
          data-testid="markup-width"
        />
      </div>
    </>
  );
}
