import { type DrawnAhead, emptyCanvas, type RendererView, startDrawing, viewKey } from './drawPage.ts';
import type { PDFDocumentProxy, PDFPageProxy, RenderTask } from './pdfjs.ts';

interface Drawn {
  canvas: HTMLCanvasElement;
  key: string;
}

/**
 * Draws PDF pages into their placeholders one at a time, most urgent first, and drops canvases that the
 * plan releases (the canvas is emptied at once and pdf.js frees the page's resources). Canvases drawn at
 * an older zoom stay visible, stretched, until redrawn. A page drawn ahead of the viewer (`ahead`, see
 * openDocument.ts) is adopted by the first drawing of that page at that view instead of drawn again.
 */
export class PageRenderer {
  private readonly drawn = new Map<number, Drawn>();
  private readonly containers = new Map<number, HTMLElement>();
  private readonly proxies = new Map<number, PDFPageProxy>();
  private queue: number[] = [];
  private running: { page: number; key: string; task?: RenderTask } | null = null;
  private view: RendererView = { scale: 1, rotation: 0, devicePixelRatio: 1 };
  private destroyed = false;
  private ahead: Promise<DrawnAhead | null> | null;
  private shown: () => void = () => {};
  /**
   * Settles once the first page is on screen (or its drawing failed): the viewer builds the rest of its
   * chrome then, so that work does not hold the page back.
   */
  readonly firstShown = new Promise<void>((resolve) => {
    this.shown = resolve;
  });

  constructor(
    private readonly doc: PDFDocumentProxy,
    private readonly onPageSize: (page: number, size: { width: number; height: number }) => void,
    ahead?: Promise<DrawnAhead | null>,
  ) {
    this.ahead = ahead ?? null;
  }

  private get key() {
    return viewKey(this.view);
  }

  /** Registers a page's placeholder (bound, so it can be handed to components as is). */
  attach = (page: number, element: HTMLElement | null) => {
    if (element) {
      this.containers.set(page, element);
      const drawn = this.drawn.get(page);
      if (drawn && drawn.canvas.parentElement !== element) element.prepend(drawn.canvas);
      this.pump();
    } else {
      this.containers.delete(page);
    }
  };

  setView(view: RendererView) {
    this.view = view;
  }

  /** Pages holding a canvas (current or stale). */
  renderedPages(): number[] {
    return [...this.drawn.keys()];
  }

  /** Applies a plan: drop `release`, then draw `order` (missing or stale pages) in that order. */
  update(order: readonly number[], release: readonly number[]) {
    for (const page of release) this.release(page);
    const key = this.key;
    const running = this.running;
    this.queue = order.filter(
      (p) => this.drawn.get(p)?.key !== key && !(running?.page === p && running.key === key),
    );
    // A drawing of a released page, or at a zoom or rotation no longer shown, is abandoned.
    if (this.running && (!order.includes(this.running.page) || this.running.key !== key))
      this.running.task?.cancel();
    this.pump();
  }

  private release(page: number) {
    const drawn = this.drawn.get(page);
    if (drawn) {
      drawn.canvas.remove();
      emptyCanvas(drawn.canvas);
      this.drawn.delete(page);
      this.containers.get(page)?.removeAttribute('data-rendered');
    }
    if (this.running?.page === page) this.running.task?.cancel();
    const proxy = this.proxies.get(page);
    if (proxy && this.running?.page !== page) {
      proxy.cleanup();
      this.proxies.delete(page);
    }
  }

  private async proxy(page: number): Promise<PDFPageProxy> {
    const known = this.proxies.get(page);
    if (known) return known;
    return this.know(page, await this.doc.getPage(page));
  }

  private know(page: number, proxy: PDFPageProxy): PDFPageProxy {
    this.proxies.set(page, proxy);
    const base = proxy.getViewport({ scale: 1 });
    this.onPageSize(page, { width: base.width, height: base.height });
    return proxy;
  }

  /**
   * The canvas drawn ahead, when it is this page at the current view. The first drawing waits for the
   * drawing ahead (it is further along than a new one would be); either way it is used at most once.
   */
  private async adopt(page: number): Promise<HTMLCanvasElement | null> {
    if (!this.ahead) return null;
    const ahead = await this.ahead;
    this.ahead = null;
    if (!ahead) return null;
    if (this.destroyed || ahead.page !== page || ahead.key !== this.key) {
      emptyCanvas(ahead.canvas);
      return null;
    }
    if (!this.proxies.has(page)) this.know(page, ahead.proxy);
    return ahead.canvas;
  }

  private pump() {
    if (this.running || this.destroyed) return;
    const index = this.queue.findIndex((p) => this.containers.has(p));
    if (index === -1) return;
    const [page] = this.queue.splice(index, 1);
    this.running = { page, key: this.key };
    void this.draw(page).finally(() => {
      this.running = null;
      this.pump();
    });
  }

  private async draw(page: number) {
    const key = this.key;
    try {
      const canvas = (await this.adopt(page)) ?? (await this.drawFresh(page));
      if (!canvas) return;
      const container = this.containers.get(page);
      if (this.destroyed || !container || key !== this.key) {
        emptyCanvas(canvas);
        return;
      }
      const old = this.drawn.get(page);
      if (old) {
        old.canvas.replaceWith(canvas);
        emptyCanvas(old.canvas);
      } else {
        container.prepend(canvas);
      }
      this.drawn.set(page, { canvas, key });
      container.setAttribute('data-rendered', 'true');
      this.shown();
    } catch (error) {
      if (!(error instanceof Error && error.name === 'RenderingCancelledException')) {
        this.containers.get(page)?.setAttribute('data-render-error', 'true');
        this.shown();
      }
    }
  }

  private async drawFresh(page: number): Promise<HTMLCanvasElement | null> {
    const proxy = await this.proxy(page);
    if (this.destroyed || this.running?.page !== page) return null;
    const { canvas, task } = startDrawing(proxy, this.view);
    if (this.running) this.running.task = task;
    await task.promise;
    return canvas;
  }

  destroy() {
    this.destroyed = true;
    void this.adopt(0);
    this.running?.task?.cancel();
    for (const page of [...this.drawn.keys()]) this.release(page);
    this.queue = [];
  }
}
