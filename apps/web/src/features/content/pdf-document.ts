import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Opens a PDF with pdf.js (this module is its own lazy chunk, loaded only by the PDF viewer). */
export async function openPdf(url: string): Promise<PDFDocumentProxy> {
  return getDocument({ url, isEvalSupported: false }).promise;
}

/** Draws one page on a canvas at the width available. */
export async function drawPage(pdf: PDFDocumentProxy, number: number, canvas: HTMLCanvasElement, width: number) {
  const page = await pdf.getPage(number);
  const base = page.getViewport({ scale: 1 });
  const ratio = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: (width / base.width) * ratio });
  canvas.width = viewport.width;
  canvas.height = viewport.height;
  canvas.style.width = `${width}px`;
  canvas.style.height = `${viewport.height / ratio}px`;
  await page.render({ canvas, viewport }).promise;
}
