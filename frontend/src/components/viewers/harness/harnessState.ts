import type { MarkupShape } from '../types.ts';

/** The harness page's query: ?viewer=pdf|image|svg|media|text&src=/files/...&lang=zh|en&markup=edit|readonly|none&demo=1&page=N */
const params = new URLSearchParams(location.search);
export const harnessParams = {
  params,
  viewer: params.get('viewer') ?? 'pdf',
  src: params.get('src') ?? '',
  markupMode: params.get('markup') ?? 'edit',
};

export interface HarnessWindow {
  __harness: {
    t0: number;
    firstRender?: number;
    /** When each page last got its canvas (the bench's paging latency). */
    renderedAt: Record<number, number>;
    shapes: MarkupShape[];
    exportPdf: () => Promise<{ bytes: number; header: string; base64: string }>;
    exportPng: () => Promise<string>;
  };
  __pwned?: unknown;
}
export const win = window as unknown as HarnessWindow;
