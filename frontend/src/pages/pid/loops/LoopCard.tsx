import Button from '@cloudscape-design/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Drawing, LoopRecord } from '../../../api/pidLoops.ts';
import { LoopNumberForm } from './LoopNumberForm.tsx';
import { TAG_DRAG_TYPE } from './members.ts';

interface Props {
  drawing: Drawing;
  loop: LoopRecord;
  editable: boolean;
  renaming: boolean;
  busy: boolean;
  onRename: (loopNum: string | null) => void;
  onStartRename: () => void;
  onDelete: () => void;
  onRemoveTag: (tag: string) => void;
  onDropTag: (tag: string) => void;
  onSelect?: (detailId: string, pageNum: number) => void;
}

/** One loop: its number (renamed in place), its member tags (each can leave), and a drop target for tags. */
export function LoopCard(props: Props) {
  const { t } = useTranslation();
  const { loop, editable } = props;
  const [over, setOver] = useState(false);
  const accepts = (types: readonly string[]) => editable && types.includes(TAG_DRAG_TYPE);
  return (
    <li
      className={`pid-loop${over ? ' pid-loop-over' : ''}`}
      data-testid="pid-loop"
      data-loop={loop.loopNum}
      onDragOver={(event) => {
        if (!accepts(event.dataTransfer.types)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        if (!accepts(event.dataTransfer.types)) return;
        event.preventDefault();
        const tag = event.dataTransfer.getData(TAG_DRAG_TYPE);
        if (tag) props.onDropTag(tag);
      }}
    >
      {props.renaming ? (
        <LoopNumberForm
          drawing={props.drawing}
          loopId={loop.id}
          initial={loop.loopNum}
          submitText={t('pidPanels.loops.rename')}
          saving={props.busy}
          onSubmit={(loopNum) => props.onRename(loopNum)}
          onCancel={() => props.onRename(null)}
          testId="pid-loop-rename"
        />
      ) : (
        <div className="pid-loop-head">
          <strong data-testid="pid-loop-num">{loop.loopNum}</strong>
          <span className="pid-muted">
            {t('pidPanels.loops.memberCount', { count: loop.members.length })}
          </span>
          {editable && (
            <span className="pid-loop-actions">
              <Button
                variant="inline-icon"
                iconName="edit"
                ariaLabel={t('pidPanels.loops.renameOne', { loopNum: loop.loopNum })}
                onClick={props.onStartRename}
                data-testid="pid-loop-rename-start"
              />
              <Button
                variant="inline-icon"
                iconName="remove"
                ariaLabel={t('pidPanels.loops.deleteOne', { loopNum: loop.loopNum })}
                onClick={props.onDelete}
                data-testid="pid-loop-delete"
              />
            </span>
          )}
        </div>
      )}
      {loop.members.length === 0 ? (
        <div className="pid-muted pid-loop-empty">
          {t(editable ? 'pidPanels.loops.emptyLoop' : 'pidPanels.loops.emptyLoopReadOnly')}
        </div>
      ) : (
        <ul className="pid-chips" aria-label={t('pidPanels.loops.membersOf', { loopNum: loop.loopNum })}>
          {loop.members.map((m) => (
            <li key={m.tag} className="pid-chip" data-testid="pid-loop-member" data-tag={m.tag}>
              {m.detailId && props.onSelect ? (
                <Button variant="inline-link" onClick={() => props.onSelect?.(m.detailId, m.pageNum)}>
                  {m.tag}
                </Button>
              ) : (
                <span title={m.detailId ? undefined : t('pidPanels.loops.notDrawn')}>{m.tag}</span>
              )}
              {editable && (
                <Button
                  variant="inline-icon"
                  iconName="close"
                  disabled={props.busy}
                  ariaLabel={t('pidPanels.loops.removeTag', { tag: m.tag, loopNum: loop.loopNum })}
                  onClick={() => props.onRemoveTag(m.tag)}
                  data-testid="pid-loop-remove-tag"
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
