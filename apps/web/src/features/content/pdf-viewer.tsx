import { clampPage } from '@trilha/shared/rules/content-player';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { BackIcon, DownloadIcon, NextIcon } from '../../ui/icons';

type PdfModule = typeof import('./pdf-document');
type PdfDocument = Awaited<ReturnType<PdfModule['openPdf']>>;

/**
 * The PDF viewer (spec document 2, 2.3): pdf.js draws one page at a time, with previous and next and
 * 'Página N de total'; the page stays between 1 and the total.
 */
export function PdfViewer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<{ module: PdfModule; document: PdfDocument } | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [page, setPage] = useState(1);
  const total = pdf?.document.numPages ?? 0;

  useEffect(() => {
    let isCancelled = false;
    let opened: PdfDocument | null = null;
    setStatus('loading');
    import('./pdf-document')
      .then(async (module) => {
        opened = await module.openPdf(url);
        if (isCancelled) return;
        setPdf({ module, document: opened });
        setPage(1);
        setStatus('ready');
      })
      .catch(() => {
        if (!isCancelled) setStatus('error');
      });
    return () => {
      isCancelled = true;
      void opened?.destroy();
    };
  }, [url]);

  useEffect(() => {
    if (!pdf || !canvas.current || !box.current) return;
    const width = Math.min(box.current.clientWidth, 900);
    pdf.module.drawPage(pdf.document, page, canvas.current, width).catch(() => setStatus('error'));
  }, [pdf, page]);

  const go = (next: number) => setPage(clampPage(next, total));

  return (
    <div className="flex flex-col gap-3" ref={box}>
      {status === 'loading' ? (
        <p role="status" className="p-6 text-center text-muted">
          {t('content.pdf.loading')}
        </p>
      ) : null}
      {status === 'error' ? (
        <p role="alert" className="rounded-xl bg-white p-6 text-center font-semibold text-danger ring-1 ring-line">
          {t('content.pdf.error')}
        </p>
      ) : null}
      <canvas
        ref={canvas}
        aria-label={`${title}, ${t('content.pdf.page', { page, total })}`}
        role="img"
        className={`mx-auto rounded-lg bg-white shadow ring-1 ring-black/5 ${status === 'ready' ? '' : 'hidden'}`}
      />
      {status === 'ready' ? (
        <nav className="flex items-center justify-center gap-3" aria-label={title}>
          <Button
            variant="secondary"
            onClick={() => go(page - 1)}
            disabled={page <= 1}
            aria-label={t('content.pdf.previous')}
          >
            <BackIcon />
          </Button>
          <span className="min-w-32 text-center font-semibold tabular-nums" aria-live="polite">
            {t('content.pdf.page', { page, total })}
          </span>
          <Button
            variant="secondary"
            onClick={() => go(page + 1)}
            disabled={page >= total}
            aria-label={t('content.pdf.next')}
          >
            <NextIcon />
          </Button>
        </nav>
      ) : null}
      <a
        href={url}
        download
        className="inline-flex min-h-11 items-center justify-center gap-2 self-center text-brand underline-offset-4 hover:underline"
      >
        <DownloadIcon />
        {t('content.pdf.download')}
      </a>
    </div>
  );
}
