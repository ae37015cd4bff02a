/** What a header button acting on the selected rows needs: disabled, with the reason shown on hover. */
export interface SelectionActionProps {
  disabled: boolean;
  disabledReason?: string;
}

/**
 * Bulk actions (delete, publish, start, cancel …) need a selection. With none, the button is disabled
 * rather than clickable-then-warned, and its tooltip says the spec's 'select at least one row'
 * (spec 3 §2), so the warning is still there before the click, not after.
 */
export function selectionAction(selected: readonly unknown[], reason: string): SelectionActionProps {
  return selected.length > 0 ? { disabled: false } : { disabled: true, disabledReason: reason };
}
