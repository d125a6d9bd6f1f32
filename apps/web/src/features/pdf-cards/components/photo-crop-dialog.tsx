import ZoomInRounded from '@mui/icons-material/ZoomInRounded';
import ZoomOutRounded from '@mui/icons-material/ZoomOutRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CropBox, clampCrop, cropSource, initialCrop, zoomCrop } from '../crop';

/** The cropped photo's side in pixels: sharp on a printed ID card (about 300 dpi at 25 mm). */
const OUTPUT_SIDE = 640;
const VIEW_SIDE = 300;
const MAX_ZOOM = 5;

async function decode(file: File): Promise<ImageBitmap> {
  return createImageBitmap(file, { imageOrientation: 'from-image' });
}

function draw(canvas: HTMLCanvasElement | null, image: ImageBitmap, crop: CropBox) {
  const context = canvas?.getContext('2d');
  if (!canvas || !context) return;
  const source = cropSource(image, crop);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, source.x, source.y, source.side, source.side, 0, 0, canvas.width, canvas.height);
}

/**
 * The photo's square crop: drag to move, the slider (or the wheel, or two fingers) to zoom.
 * 'Use photo' hands back the square as a JPEG for upload.
 */
export function PhotoCropDialog({
  file,
  onCancel,
  onCropped,
}: {
  file: File | null;
  onCancel: () => void;
  onCropped: (jpeg: File) => void;
}) {
  const { t } = useTranslation(['products', 'glossary']);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<ImageBitmap | null>(null);
  const [failed, setFailed] = useState(false);
  const [crop, setCrop] = useState<CropBox>({ zoom: 1, cx: 0.5, cy: 0.5 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setImage(null);
    setFailed(false);
    if (!file) return;
    let cancelled = false;
    decode(file).then(
      (bitmap) => {
        if (cancelled) {
          bitmap.close();
          return;
        }
        setImage(bitmap);
        setCrop(initialCrop());
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [file]);

  useEffect(() => {
    if (image) draw(canvasRef.current, image, crop);
  }, [image, crop]);

  const move = (dx: number, dy: number) => {
    if (!image) return;
    const side = cropSource(image, crop).side;
    // A drag of the whole view moves the crop by its own width, in the other direction.
    setCrop((was) =>
      clampCrop(image, {
        ...was,
        cx: was.cx - (dx / VIEW_SIDE) * (side / image.width),
        cy: was.cy - (dy / VIEW_SIDE) * (side / image.height),
      }),
    );
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    pinch.current = null;
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const was = pointers.current.get(event.pointerId);
    if (!was || !image) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    const all = [...pointers.current.values()];
    if (all.length === 2 && all[0] && all[1]) {
      const distance = Math.hypot(all[0].x - all[1].x, all[0].y - all[1].y);
      if (pinch.current) {
        const factor = distance / pinch.current;
        setCrop((c) => zoomCrop(image, c, Math.min(MAX_ZOOM, Math.max(1, c.zoom * factor))));
      }
      pinch.current = distance;
      return;
    }
    move(now.x - was.x, now.y - was.y);
  };
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    pointers.current.delete(event.pointerId);
    pinch.current = null;
  };

  const use = async () => {
    if (!image) return;
    setBusy(true);
    const canvas = document.createElement('canvas');
    canvas.width = OUTPUT_SIDE;
    canvas.height = OUTPUT_SIDE;
    draw(canvas, image, crop);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    setBusy(false);
    if (!blob) {
      setFailed(true);
      return;
    }
    onCropped(new File([blob], 'photo.jpg', { type: 'image/jpeg' }));
  };

  return (
    <Dialog open={file !== null} onClose={busy ? undefined : onCancel} fullWidth maxWidth="xs" data-testid="photo-crop">
      <DialogTitle>{t('pdfCards.crop.title')}</DialogTitle>
      <DialogContent>
        {failed ? (
          <Alert severity="error" data-testid="photo-crop-error">
            {t('pdfCards.crop.failed')}
          </Alert>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="textSecondary" sx={{ alignSelf: 'stretch' }}>
              {t('pdfCards.crop.hint')}
            </Typography>
            <Box
              sx={{
                width: VIEW_SIDE,
                maxWidth: '100%',
                aspectRatio: '1',
                borderRadius: '12px',
                overflow: 'hidden',
                bgcolor: 'action.hover',
                position: 'relative',
                touchAction: 'none',
                cursor: image ? 'grab' : 'default',
              }}
            >
              <canvas
                ref={canvasRef}
                width={VIEW_SIDE * 2}
                height={VIEW_SIDE * 2}
                style={{ width: '100%', height: '100%', display: 'block' }}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerUp}
                onWheel={(event) => {
                  if (!image) return;
                  const factor = event.deltaY < 0 ? 1.1 : 1 / 1.1;
                  setCrop((c) => zoomCrop(image, c, Math.min(MAX_ZOOM, Math.max(1, c.zoom * factor))));
                }}
                aria-label={t('pdfCards.crop.area')}
                data-testid="photo-crop-canvas"
              />
              {/* A round guide: the round-photo templates show this circle. */}
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  inset: '6%',
                  borderRadius: '50%',
                  boxShadow: '0 0 0 999px rgba(0,0,0,0.28)',
                  border: '2px solid rgba(255,255,255,0.85)',
                  pointerEvents: 'none',
                }}
              />
            </Box>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', alignSelf: 'stretch' }}>
              <ZoomOutRounded color="action" />
              <Slider
                value={crop.zoom}
                min={1}
                max={MAX_ZOOM}
                step={0.01}
                disabled={!image}
                onChange={(_, value) => {
                  if (image && typeof value === 'number') setCrop((c) => zoomCrop(image, c, value));
                }}
                aria-label={t('pdfCards.crop.zoom')}
                data-testid="photo-crop-zoom"
              />
              <ZoomInRounded color="action" />
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" onClick={onCancel} disabled={busy}>
          {t('glossary:cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void use()}
          disabled={!image || failed}
          loading={busy}
          data-testid="photo-crop-use"
        >
          {t('pdfCards.crop.use')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
