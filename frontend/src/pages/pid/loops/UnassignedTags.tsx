import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import { useTranslation } from 'react-i18next';
import type { LoopRecord } from '../../../api/pidLoops.ts';
import { type FreeTag, TAG_DRAG_TYPE } from './members.ts';

interface Props {
  tags: FreeTag[];
  loops: LoopRecord[];
  editable: boolean;
  busy: boolean;
  onAdd: (loop: LoopRecord, tag: string) => void;
}

/**
 * Instruments and valves in no loop. Someone who may edit drags one onto a loop, or (keyboard, touch)
 * picks the loop from the tag's menu.
 */
export function UnassignedTags({ tags, loops, editable, busy, onAdd }: Props) {
  const { t } = useTranslation();
  if (tags.length === 0)
    return (
      <div className="pid-muted" data-testid="pid-unassigned-empty">
        {t('pidPanels.loops.allAssigned')}
      </div>
    );
  return (
    <ul className="pid-chips" data-testid="pid-unassigned" aria-label={t('pidPanels.loops.unassigned')}>
      {tags.map((free) => (
        <li
          key={free.tag}
          className={`pid-chip${editable ? ' pid-chip-draggable' : ''}`}
          draggable={editable}
          onDragStart={(event) => {
            event.dataTransfer.setData(TAG_DRAG_TYPE, free.tag);
            event.dataTransfer.setData('text/plain', free.tag);
            event.dataTransfer.effectAllowed = 'move';
          }}
          data-testid="pid-unassigned-tag"
          data-tag={free.tag}
        >
          <span>{free.tag}</span>
          {editable && loops.length > 0 && (
            <ButtonDropdown
              variant="inline-icon"
              ariaLabel={t('pidPanels.loops.addTo', { tag: free.tag })}
              disabled={busy}
              items={loops.map((l) => ({ id: l.id, text: l.loopNum }))}
              onItemClick={({ detail }) => {
                const loop = loops.find((l) => l.id === detail.id);
                if (loop) onAdd(loop, free.tag);
              }}
              expandToViewport
              data-testid="pid-unassigned-menu"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
