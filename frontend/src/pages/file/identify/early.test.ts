import { PID_DETAIL_PAGE_MAX } from '@loopline/shared/contracts/recognition';
import { describe, expect, it } from 'vitest';
import { drawingFrom } from './drawing.ts';
import { EARLY_ROWS_MAX } from './earliest.ts';
import { adoptOr } from './earlyReads.ts';

describe('identify-preview started before the app', () => {
  it('reads every row of the page at once, as the page does', () => {
    expect(EARLY_ROWS_MAX).toBe(PID_DETAIL_PAGE_MAX);
  });

  it('asks itself for what was not read early', async () => {
    expect(await adoptOr(['identify', 'p', 'f', 'record'], async () => 'asked')).toBe('asked');
  });

  it('shows the drawing without the boxes baked into the stored SVG, at its page size', async () => {
    const drawing = drawingFrom(
      '<svg viewBox="0 0 842 595"><path d="M0 0"/><rect data-id="p1-1" x="1" y="2" width="3" height="4"/></svg>',
    );
    expect(drawing.size).toEqual({ w: 842, h: 595 });
    expect(await drawing.blob.text()).toBe('<svg viewBox="0 0 842 595"><path d="M0 0"/></svg>');
  });
});
