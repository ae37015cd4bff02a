import Slider from '@cloudscape-design/components/slider';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { formatMetres } from '../engine/measure.ts';
import { SECTION_STEPS, type Section, sectionPositionOf, sectionValueAt } from '../engine/section.ts';

interface SectionBarProps {
  section: Section;
  range: { min: number; max: number };
  /** Added to viewer coordinates to show model coordinates. */
  offset: number;
  onChange(section: Section): void;
}

/** The section plane's position slider and side switch, shown while a section axis is on. */
export function SectionBar({ section, range, offset, onChange }: SectionBarProps) {
  const { t } = useTranslation();
  const format = (value: number) => t('viewer3d.section.value', { value: formatMetres(value + offset) });
  return (
    <div className="ll-v3d__bar ll-v3d__bar--sub">
      <span className="ll-v3d__caption">{t('viewer3d.section.position')}</span>
      <div className="ll-v3d__slider">
        <Slider
          min={0}
          max={SECTION_STEPS}
          step={1}
          value={sectionPositionOf(range, section.value)}
          valueFormatter={(position) => format(sectionValueAt(range, position))}
          ariaLabel={t('viewer3d.section.position')}
          onChange={({ detail }) => onChange({ ...section, value: sectionValueAt(range, detail.value) })}
        />
      </div>
      <span className="ll-v3d__value">{format(section.value)}</span>
      <Toggle
        checked={section.flipped}
        onChange={({ detail }) => onChange({ ...section, flipped: detail.checked })}
      >
        {t('viewer3d.section.flip')}
      </Toggle>
    </div>
  );
}
