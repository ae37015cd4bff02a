import { describe, expect, it } from 'vitest';
import { selectionAction } from './selection.ts';

describe('selectionAction', () => {
  it('disables a bulk action while no row is selected and says why', () => {
    expect(selectionAction([], 'Select at least one row')).toEqual({
      disabled: true,
      disabledReason: 'Select at least one row',
    });
  });

  it('enables it, with no reason, once one or more rows are selected', () => {
    expect(selectionAction([{ id: '1' }], 'Select at least one row')).toEqual({ disabled: false });
    expect(selectionAction([1, 2, 3], 'Select at least one row')).toEqual({ disabled: false });
  });
});
