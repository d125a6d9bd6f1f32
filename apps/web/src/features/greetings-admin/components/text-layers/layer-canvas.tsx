// The post's art with its text layers on top, for placing them: drag a box to move it, drag its
// corner to resize it (mouse, pen or finger), or move the chosen box with the arrow keys (Shift:
// resize). The text is drawn by the browser with the same Noto font families the server uses,
// shrunk roughly to its box: close enough to place the boxes; the exact preview is the server's.
import type { ImagePostLanguage, LayoutType, TTextLayerBox } from '@cardora/contract';
import Box from '@mui/material/Box';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { clampBox, type EditorLayer, LANGUAGE_FONTS, ROLE_LABELS, ROLE_MAX_FONT } from './layer-model';

type Drag = { index: number; mode: 'move' | 'resize'; startX: number; startY: number; box: TTextLayerBox };

/** A font size (px) at which the text roughly fills its box on a canvas `width` px wide. */
function previewFontSize(layer: EditorLayer, text: string, width: number, height: number): number {
  const boxW = layer.box.width * width;
  const boxH = layer.box.height * height;
  const max = ROLE_MAX_FONT[layer.role] * width;
  const chars = Math.max(1, [...text].length);
  // Area per character at ~0.6 em wide and ~1.3 em tall lines.
  const byArea = Math.sqrt((boxW * boxH * 0.8) / (chars * 0.6 * 1.35));
  return Math.max(6, Math.min(max, byArea, boxH * 0.8));
}

function bandColour(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, 0.58)`;
}

export function LayerCanvas({
  artUrl,
  layout,
  layers,
  language,
  selected,
  onSelect,
  onBoxChange,
  errorLayer,
}: {
  artUrl: string | null;
  layout: LayoutType;
  layers: readonly EditorLayer[];
  language: ImagePostLanguage;
  selected: number | null;
  onSelect: (index: number) => void;
  onBoxChange: (index: number, box: TTextLayerBox) => void;
  errorLayer: number | null;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });

  const measure = (element: HTMLDivElement | null) => {
    frame.current = element;
    if (element && (element.clientWidth !== size.width || element.clientHeight !== size.height)) {
      setSize({ width: element.clientWidth, height: element.clientHeight });
    }
  };

  const start = (index: number, mode: Drag['mode']) => (event: PointerEvent<HTMLElement>) => {
    event.stopPropagation();
    event.preventDefault();
    const layer = layers[index];
    if (!layer) return;
    onSelect(index);
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ index, mode, startX: event.clientX, startY: event.clientY, box: layer.box });
  };

  const move = (event: PointerEvent<HTMLElement>) => {
    const rect = frame.current?.getBoundingClientRect();
    if (!drag || !rect || rect.width === 0) return;
    const dx = (event.clientX - drag.startX) / rect.width;
    const dy = (event.clientY - drag.startY) / rect.height;
    const { box } = drag;
    onBoxChange(
      drag.index,
      drag.mode === 'move'
        ? clampBox({ ...box, x: box.x + dx, y: box.y + dy })
        : clampBox({
            ...box,
            width: Math.min(1 - box.x, box.width + dx),
            height: Math.min(1 - box.y, box.height + dy),
          }),
    );
  };

  const keys = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    const layer = layers[index];
    const step = 0.01;
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const d = delta[event.key];
    if (!layer || !d) return;
    event.preventDefault();
    const { box } = layer;
    onBoxChange(
      index,
      event.shiftKey
        ? clampBox({ ...box, width: box.width + d[0], height: box.height + d[1] })
        : clampBox({ ...box, x: box.x + d[0], y: box.y + d[1] }),
    );
  };

  return (
    <Box
      ref={measure}
      data-testid="text-layer-canvas"
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: layout === 'STORY' ? 340 : 520,
        mx: 'auto',
        aspectRatio: layout === 'STORY' ? '9 / 16' : '1 / 1',
        bgcolor: 'grey.800',
        backgroundImage: artUrl ? `url("${artUrl}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        borderRadius: 1,
        overflow: 'hidden',
        touchAction: 'none',
        userSelect: 'none',
      }}
      onPointerMove={move}
      onPointerUp={() => setDrag(null)}
      onPointerCancel={() => setDrag(null)}
    >
      {layers.map((layer, index) => {
        const text = layer.texts[language] ?? '';
        const active = selected === index;
        const fontSize = previewFontSize(layer, text, size.width, size.height);
        return (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: layers are kept in order and have no other identity
            key={index}
            role="button"
            tabIndex={0}
            aria-label={`${ROLE_LABELS[layer.role]} box: drag to move, arrow keys to move, Shift and arrow keys to resize`}
            data-testid={`text-layer-box-${index}`}
            onPointerDown={start(index, 'move')}
            onKeyDown={keys(index)}
            onFocus={() => onSelect(index)}
            sx={{
              position: 'absolute',
              left: `${layer.box.x * 100}%`,
              top: `${layer.box.y * 100}%`,
              width: `${layer.box.width * 100}%`,
              height: `${layer.box.height * 100}%`,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: { top: 'flex-start', middle: 'center', bottom: 'flex-end' }[layer.verticalAlign],
              px: 0.5,
              cursor: drag?.index === index ? 'grabbing' : 'grab',
              outline: '2px dashed',
              outlineColor: errorLayer === index ? 'error.main' : active ? 'primary.light' : 'rgba(255,255,255,0.55)',
              outlineOffset: -1,
              bgcolor: layer.band ? bandColour(layer.band) : undefined,
              borderRadius: layer.band ? 1 : 0,
              overflow: 'hidden',
            }}
          >
            <Box
              component="span"
              sx={{
                fontFamily: LANGUAGE_FONTS[language],
                fontSize: `${fontSize}px`,
                fontWeight: layer.weight === 'bold' ? 700 : 400,
                lineHeight: language === 'en' ? 1.18 : 1.42,
                color: layer.color,
                textAlign: layer.align,
                textShadow: layer.shadow ? '0 1px 6px rgba(0,0,0,0.6)' : undefined,
                overflowWrap: 'anywhere',
                opacity: text ? 1 : 0.6,
                fontStyle: text ? undefined : 'italic',
              }}
            >
              {text || `${ROLE_LABELS[layer.role]}: no text in this language`}
            </Box>
            <Box
              aria-hidden
              data-testid={`text-layer-resize-${index}`}
              onPointerDown={start(index, 'resize')}
              sx={{
                position: 'absolute',
                right: 0,
                bottom: 0,
                width: 22,
                height: 22,
                cursor: 'nwse-resize',
                bgcolor: active ? 'primary.main' : 'rgba(255,255,255,0.8)',
                borderTopLeftRadius: 6,
              }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
