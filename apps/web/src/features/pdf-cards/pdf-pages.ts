// The real PDF drawn into canvases with PDF.js (a live preview that is the real
// PDF's rendering, not a look-alike). PDF.js is big, so it is loaded on first use, in its
// own chunk; its legacy build keeps older phone browsers working. Every preview shares one
// worker, so a page of template tiles does not start a worker per tile.
import type { PDFDocumentProxy, PDFWorker, RenderTask } from 'pdfjs-dist';
// Only the worker file's address (a string in this chunk); the file itself loads with PDF.js.
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

type PdfJs = typeof import('pdfjs-dist');

let loading: Promise<{ pdfjs: PdfJs; worker: PDFWorker }> | null = null;

function loadPdfJs(): Promise<{ pdfjs: PdfJs; worker: PDFWorker }> {
  loading ??= import('pdfjs-dist/legacy/build/pdf.mjs').then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      return { pdfjs, worker: new pdfjs.PDFWorker() };
    },
    (error: unknown) => {
      // A failed chunk load is forgotten, so the next preview tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts loading PDF.js before the first PDF arrives (a page that will show previews). */
export function preloadPdfJs(): void {
  void loadPdfJs().catch(() => undefined);
}

export interface RenderedPage {
  canvas: HTMLCanvasElement;
  /** The page's size in CSS pixels at the width asked. */
  width: number;
  height: number;
}

/** A PDF opened for drawing; destroy() frees it (and cancels what is still drawing). */
export interface OpenedPdf {
  pageCount: number;
  /** Page `pageNumber` (1-based) drawn at `cssWidth` CSS pixels wide, sharp on this screen. */
  render(pageNumber: number, cssWidth: number): Promise<RenderedPage>;
  destroy(): void;
}

/** Opens the PDF's bytes (copied: PDF.js takes ownership of what it is given). */
export async function openPdf(bytes: Uint8Array): Promise<OpenedPdf> {
  const { pdfjs, worker } = await loadPdfJs();
  const task = pdfjs.getDocument({ data: bytes.slice(), worker, isEvalSupported: false, useSystemFonts: true });
  const document: PDFDocumentProxy = await task.promise;
  const running = new Set<RenderTask>();
  return {
    pageCount: document.numPages,
    async render(pageNumber, cssWidth) {
      const page = await document.getPage(pageNumber);
      const base = page.getViewport({ scale: 1 });
      const scale = cssWidth / base.width;
      // At least 2x: a card is small on screen and its text must stay crisp when zoomed.
      const ratio = Math.min(3, Math.max(2, window.devicePixelRatio || 1));
      const viewport = page.getViewport({ scale: scale * ratio });
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      const renderTask = page.render({ canvas, viewport });
      running.add(renderTask);
      try {
        await renderTask.promise;
      } finally {
        running.delete(renderTask);
      }
      return { canvas, width: cssWidth, height: (base.height * cssWidth) / base.width };
    },
    destroy() {
      for (const renderTask of running) renderTask.cancel();
      void task.destroy();
    },
  };
}
