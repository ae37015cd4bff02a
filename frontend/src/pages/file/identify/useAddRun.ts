import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors.ts';
import type { DetailBox } from '../../../api/pidDetails.ts';
import type { RunDraft, useRunEdits } from './useRunEdits.ts';

/** The add-a-run form's state, as the pipe-runs panel shows it. */
export interface AddRunState {
  open: boolean;
  /** Checked, and waiting for its line number's box to be drawn on the page. */
  drawing: RunDraft | null;
  refusal: string | null;
  onOpen: () => void;
  onDraw: (draft: RunDraft) => void;
  onEdit: () => void;
  onClose: () => void;
}

/**
 * Adding a pipe run spans the panel (line number, items, the server's check) and the stage (the line
 * number's box): while `drawing` is set the stage draws, and the box drawn goes to `drawn` (pipeline/add).
 * A refusal of the add returns to the form with the server's message.
 */
export function useAddRun(runs: ReturnType<typeof useRunEdits>, onAdded: (lineId: string) => void) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [drawing, setDrawing] = useState<RunDraft | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setDrawing(null);
    setRefusal(null);
  };
  const drawn = (box: DetailBox) => {
    if (!drawing) return;
    runs.addRun.mutate(
      { draft: drawing, box },
      {
        onSuccess: (envelope) => {
          close();
          onAdded(envelope.data.id);
        },
        onError: (error) => {
          setDrawing(null);
          setRefusal(isApiError(error) ? error.message : t('identify.checkFailed'));
        },
      },
    );
  };
  const form: AddRunState = {
    open,
    drawing,
    refusal,
    onOpen: () => setOpen(true),
    onDraw: (draft) => {
      setRefusal(null);
      setDrawing(draft);
    },
    onEdit: () => setRefusal(null),
    onClose: close,
  };
  return { form, drawing, drawn, stopDrawing: () => setDrawing(null) };
}
