import Button from '@cloudscape-design/components/button';
import ButtonGroup from '@cloudscape-design/components/button-group';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import { useTranslation } from 'react-i18next';
import type { SectionAxis } from '../engine/section.ts';
import { measureIcon, screenshotIcon, wireframeIcon } from './icons.tsx';

export type ToolbarAction = 'fitModel' | 'fitSelection' | 'wireframe' | 'measure' | 'screenshot';

interface ViewerToolbarProps {
  fileName: string;
  ready: boolean;
  hasSelection: boolean;
  wireframe: boolean;
  measuring: boolean;
  sectionAxis: SectionAxis | null;
  onAction(action: ToolbarAction): void;
  onSectionAxis(axis: SectionAxis | null): void;
  onClose?: () => void;
}

/** The bar above the view: file name, view tools and section axis (once the model shows), and close. */
export function ViewerToolbar(props: ViewerToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="ll-v3d__bar">
      <div className="ll-v3d__title" title={props.fileName}>
        {props.fileName}
      </div>
      {props.ready && (
        <>
          <ButtonGroup
            variant="icon"
            ariaLabel={t('viewer3d.toolbar')}
            onItemClick={({ detail }) => props.onAction(detail.id as ToolbarAction)}
            items={[
              {
                type: 'icon-button',
                id: 'fitModel',
                text: t('viewer3d.fitModel'),
                iconName: 'zoom-to-fit',
              },
              {
                type: 'icon-button',
                id: 'fitSelection',
                text: t('viewer3d.fitSelection'),
                iconName: 'zoom-in',
                disabled: !props.hasSelection,
              },
              {
                type: 'icon-toggle-button',
                id: 'wireframe',
                text: t('viewer3d.wireframe'),
                iconSvg: wireframeIcon,
                pressedIconSvg: wireframeIcon,
                pressed: props.wireframe,
              },
              {
                type: 'icon-toggle-button',
                id: 'measure',
                text: t('viewer3d.measure'),
                iconSvg: measureIcon,
                pressedIconSvg: measureIcon,
                pressed: props.measuring,
              },
              {
                type: 'icon-button',
                id: 'screenshot',
                text: t('viewer3d.screenshot'),
                iconSvg: screenshotIcon,
              },
            ]}
          />
          <div className="ll-v3d__section-axis">
            <span className="ll-v3d__caption">{t('viewer3d.section.label')}</span>
            <SegmentedControl
              label={t('viewer3d.section.label')}
              selectedId={props.sectionAxis ?? 'off'}
              onChange={({ detail }) =>
                props.onSectionAxis(detail.selectedId === 'off' ? null : (detail.selectedId as SectionAxis))
              }
              options={[
                { id: 'off', text: t('viewer3d.section.off') },
                { id: 'x', text: t('viewer3d.section.x') },
                { id: 'y', text: t('viewer3d.section.y') },
                { id: 'z', text: t('viewer3d.section.z') },
              ]}
            />
          </div>
        </>
      )}
      {props.onClose && (
        <Button variant="icon" iconName="close" ariaLabel={t('viewer3d.close')} onClick={props.onClose} />
      )}
    </div>
  );
}
