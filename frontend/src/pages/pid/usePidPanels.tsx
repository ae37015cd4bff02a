import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DexpiButton } from './DexpiButton.tsx';
import { LoopsPanel } from './loops/LoopsPanel.tsx';
import { openInstrumentIndex } from './paths.ts';
import './pid.css';
import { RelationshipTree } from './tree/RelationshipTree.tsx';

interface Options {
  projectId: string;
  /** The drawing's file entry id (its P&ID record id). */
  pfileId: string;
  name: string;
  page: number;
  editable: boolean;
  onPage: (page: number) => void;
  /** Selects a detail of the shown page (and shows it on the drawing). */
  onSelect: (detailId: string) => void;
}

type Panel = 'loops' | 'tree' | null;

/**
 * What identify-preview shows of the drawing-wide P&ID screens: toolbar buttons (loops, relationship
 * tree, instrument index in its own window, DEXPI export) and the open panel for its side column.
 */
export function usePidPanels(o: Options): { buttons: ReactNode; panel: ReactNode } {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Panel>(null);
  const drawing = { projectId: o.projectId, pfileId: o.pfileId };
  const toggle = (panel: Exclude<Panel, null>) => setOpen((p) => (p === panel ? null : panel));
  const select = (detailId: string, pageNum: number) => {
    if (pageNum !== o.page) o.onPage(pageNum);
    o.onSelect(detailId);
  };
  const buttons = (
    <>
      <Button
        variant={open === 'loops' ? 'primary' : 'normal'}
        iconName="group"
        onClick={() => toggle('loops')}
        data-testid="pid-loops-toggle"
      >
        {t('pidPanels.loops.title')}
      </Button>
      <Button
        variant={open === 'tree' ? 'primary' : 'normal'}
        iconName="folder-open"
        onClick={() => toggle('tree')}
        data-testid="pid-tree-toggle"
      >
        {t('pidPanels.tree.short')}
      </Button>
      <Button
        iconName="external"
        onClick={() => openInstrumentIndex({ ...drawing, name: o.name })}
        data-testid="pid-index-open"
      >
        {t('pidPanels.index.title')}
      </Button>
      <DexpiButton projectId={o.projectId} fileId={o.pfileId} name={o.name} />
    </>
  );
  const panel = open && (
    <Box margin={{ bottom: 'l' }}>
      {open === 'loops' ? (
        <LoopsPanel drawing={drawing} editable={o.editable} onSelect={select} />
      ) : (
        <RelationshipTree drawing={drawing} name={o.name} onSelect={select} />
      )}
    </Box>
  );
  return { buttons, panel };
}
