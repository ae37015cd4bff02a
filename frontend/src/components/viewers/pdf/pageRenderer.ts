import type { PDFDocumentProxy, PDFPageProxy, RenderTask } from './pdfjs.ts';
import { outputScale } from './renderPlan.ts';

export interface RendererView {
  scale: number;
  rotation: number;
  devicePixelRatio: number;
}

interface Drawn {
  canvas: HTMLCanvasElement;
  key: string;
}

/**
 * Draws PDF pages into their placeholders one at a time, most urgent first, and drops canvases that the
 * plan releases (the canvas is emptied at once and pdf.js frees the page's resources). Canvases drawn at
 * an older zoom stay visible, stretched, until redrawn.
 */
export class PageRenderer {
  private readonly drawn = new Map<number, Drawn>();
  private readonly containers = new Map<number, HTMLElement>();
  private readonly proxies = new Map<number, PDFPageProxy>();
  private queue: number[] = [];
  private running: { page: number; key: string; task?: RenderTask } | null = null;
  private view: RendererView = { scale: 1, rotation: 0, devicePixelRatio: 1 };
  private destroyed = false;

  constructor(
    private readonly doc: PDFDocumentProxy,
    private readonly onPageSize: (page: number, size: { width: number; height: number }) => void,
  ) {}

  private get key() {
    return `${this.view.scale}|${this.view.rotation}|${this.view.devicePixelRatio}`;
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
      drawn.canvas.width = 0;
      drawn.canvas.height = 0;
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
    const proxy = await this.doc.getPage(page);
    this.proxies.set(page, proxy);
    const base = proxy.getViewport({ scale: 1 });
    this.onPageSize(page, { width: base.width, height: base.height });
    return proxy;
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
    const { scale, rotation, devicePixelRatio } = this.view;
    try {
      const proxy = await this.proxy(page);
      if (this.destroyed || this.running?.page !== page) return;
      const css = proxy.getViewport({ scale, rotation: (proxy.rotate + rotation) % 360 });
      const out = outputScale(css.width, css.height, devicePixelRatio);
      const viewport = proxy.getViewport({ scale: scale * out, rotation: (proxy.rotate + rotation) % 360 });
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.floor(viewport.width));
      canvas.height = Math.max(1, Math.floor(viewport.height));
      const task = proxy.render({ canvas, viewport });
      if (this.running) this.running.task = task;
      await task.promise;
      const container = this.containers.get(page);
      if (this.destroyed || !container || key !== this.key) {
        canvas.width = 0;
        canvas.height = 0;
        return;
      }
      const old = this.drawn.get(page);
      if (old) {
        old.canvas.replaceWith(canvas);
        old.canvas.width = 0;
        old.canvas.height = 0;
      } else {
        container.prepend(canvas);
      }
      this.drawn.set(page, { canvas, key });
      container.setAttribute('data-rendered', 'true');
    } catch (error) {
      if (!(error instanceof Error && error.name === 'RenderingCancelledException')) {
        this.containers.get(page)?.setAttribute('data-render-error', 'true');
      }
    }
  }

  destroy() {
    this.destroyed = true;
    this.running?.task?.cancel();
    for (const page of [...this.drawn.keys()]) this.release(page);
    this.queue = [];
  }
}
