import BrokenImageRounded from '@mui/icons-material/BrokenImageRounded';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openPdf } from '../pdf-pages';

interface PdfPagesViewProps {
  /** The PDF's bytes; null while they are on their way (a skeleton of the page's shape shows). */
  bytes: Uint8Array | null;
  /** The page's width over its height, known from the template before the PDF arrives. */
  aspectRatio: number;
  /** Which pages (1-based) to draw; all of them when not given. */
  pages?: number[];
  /** Pages beside each other (wrapping) instead of one under the other. */
  direction?: 'row' | 'column';
  /** The widest a page is drawn, in CSS pixels. */
  maxPageWidth?: number;
  /** Fresh bytes are being fetched: the pages drawn stay, under a thin progress bar. */
  updating?: boolean;
  label: string;
  testId: string;
}

type DrawState = { kind: 'waiting' } | { kind: 'drawn'; pages: number } | { kind: 'failed' };

/**
 * The PDF's pages drawn by PDF.js. A new PDF is drawn into fresh canvases that replace the old
 * ones only once finished, so a live preview never flashes blank while the person types.
 */
export function PdfPagesView({
  bytes,
  aspectRatio,
  pages,
  direction = 'column',
  maxPageWidth = 420,
  updating = false,
  label,
  testId,
}: PdfPagesViewProps) {
  const { t } = useTranslation('products');
  const boxRef = useRef<HTMLDivElement>(null);
  const slotsRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [state, setState] = useState<DrawState>({ kind: 'waiting' });
  const pagesKey = pages?.join(',') ?? 'all';

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const rowPages = direction === 'row' ? Math.max(1, pages?.length ?? 2) : 1;
  const gap = 12;
  const pageWidth = Math.min(maxPageWidth, Math.floor((width - gap * (rowPages - 1)) / rowPages));

  useEffect(() => {
    const slots = slotsRef.current;
    if (!bytes || !slots || pageWidth <= 0) return;
    let cancelled = false;
    let opened: Awaited<ReturnType<typeof openPdf>> | null = null;
    void (async () => {
      try {
        opened = await openPdf(bytes);
        if (cancelled) return;
        const wanted =
          pagesKey === 'all'
            ? Array.from({ length: opened.pageCount }, (_, i) => i + 1)
            : pagesKey.split(',').map(Number);
        const drawn = [];
        for (const pageNumber of wanted.filter((n) => n >= 1 && n <= (opened?.pageCount ?? 0))) {
          drawn.push(await opened.render(pageNumber, pageWidth));
          if (cancelled) return;
        }
        const canvases = drawn.map(({ canvas, width: w, height: h }, index) => {
          canvas.style.width = `${w}px`;
          canvas.style.height = `${h}px`;
          canvas.style.display = 'block';
          canvas.style.borderRadius = '6px';
          canvas.style.boxShadow = '0 6px 22px rgba(16, 24, 40, 0.18)';
          canvas.style.background = '#fff';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', t('pdfCards.pageOf', { label, page: index + 1 }));
          canvas.dataset.testid = `${testId}-page`;
          return canvas;
        });
        slots.replaceChildren(...canvases);
        setState({ kind: 'drawn', pages: canvases.length });
      } catch (error) {
        if (cancelled) return;
        // A cancelled draw is the next PDF replacing this one, not a failure.
        if (error instanceof Error && error.name === 'RenderingCancelledException') return;
        slots.replaceChildren();
        setState({ kind: 'failed' });
      } finally {
        if (cancelled) opened?.destroy();
      }
    })();
    return () => {
      cancelled = true;
      opened?.destroy();
    };
  }, [bytes, pageWidth, pagesKey, label, testId, t]);

  const skeletonCount = direction === 'row' ? rowPages : Math.max(1, pages?.length ?? 1);
  return (
    <Box ref={boxRef} sx={{ position: 'relative', width: '100%' }} data-testid={testId} data-state={state.kind}>
      {updating && state.kind === 'drawn' ? (
        <LinearProgress sx={{ position: 'absolute', top: -8, left: 0, right: 0, height: 3, borderRadius: 2 }} />
      ) : null}
      <Stack
        ref={slotsRef}
        direction={direction}
        sx={{
          gap: `${gap}px`,
          alignItems: 'center',
          justifyContent: 'center',
          flexWrap: direction === 'row' ? 'wrap' : 'nowrap',
          display: state.kind === 'drawn' ? 'flex' : 'none',
        }}
      />
      {state.kind === 'waiting' && pageWidth > 0 ? (
        <Stack direction={direction} sx={{ gap: `${gap}px`, alignItems: 'center', justifyContent: 'center' }}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <Skeleton
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
              key={index}
              variant="rounded"
              width={pageWidth}
              height={pageWidth / aspectRatio}
              sx={{ borderRadius: '6px' }}
            />
          ))}
        </Stack>
      ) : null}
      {state.kind === 'failed' ? (
        <Stack
          spacing={1}
          sx={{
            alignItems: 'center',
            justifyContent: 'center',
            mx: 'auto',
            width: pageWidth || '100%',
            aspectRatio: String(aspectRatio),
            borderRadius: '6px',
            bgcolor: 'action.hover',
            color: 'text.secondary',
            textAlign: 'center',
            p: 2,
          }}
          role="alert"
        >
          <BrokenImageRounded />
          <Typography variant="caption">{t('pdfCards.previewFailed')}</Typography>
        </Stack>
      ) : null}
    </Box>
  );
}
