import { useCallback, useState } from 'react';
import type { MarkupProps, MarkupTool } from '../types.ts';

export const MARKUP_COLORS = [
  { value: '#e02020', key: 'viewers.colorRed' },
  { value: '#f2711c', key: 'viewers.colorOrange' },
  { value: '#fbbd08', key: 'viewers.colorYellow' },
  { value: '#21ba45', key: 'viewers.colorGreen' },
  { value: '#2185d0', key: 'viewers.colorBlue' },
  { value: '#a333c8', key: 'viewers.colorPurple' },
  { value: '#1b1c1d', key: 'viewers.colorBlack' },
  { value: '#ffffff', key: 'viewers.colorWhite' },
] as const;

export interface MarkupSelection {
  page: number;
  id: string;
}

/** The markup tool state a viewer shares between its toolbar and its page layers. */
export interface MarkupTools {
  tool: MarkupTool | null;
  setTool: (tool: MarkupTool | null) => void;
  color: string;
  setColor: (color: string) => void;
  width: number;
  setWidth: (width: number) => void;
  selected: MarkupSelection | null;
  setSelected: (selected: MarkupSelection | null) => void;
  /** Deletes the selected shape after a native confirmation. */
  removeSelected: () => void;
}

export function useMarkupTools(markup: MarkupProps | undefined, confirmText: string): MarkupTools {
  const [tool, setToolState] = useState<MarkupTool | null>(null);
  const [color, setColor] = useState<string>(MARKUP_COLORS[0].value);
  const [width, setWidth] = useState(3);
  const [selected, setSelected] = useState<MarkupSelection | null>(null);

  const setTool = useCallback((next: MarkupTool | null) => {
    setToolState(next);
    if (next !== 'select') setSelected(null);
  }, []);

  const removeSelected = useCallback(() => {
    if (!markup || markup.readOnly || !selected) return;
    if (!markup.shapes.some((s) => s.id === selected.id)) return;
    if (!window.confirm(confirmText)) return;
    markup.onChange(
      markup.shapes.filter((s) => s.id !== selected.id),
      selected.page,
    );
    setSelected(null);
  }, [markup, selected, confirmText]);

  return { tool, setTool, color, setColor, width, setWidth, selected, setSelected, removeSelected };
}

export function newShapeId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
