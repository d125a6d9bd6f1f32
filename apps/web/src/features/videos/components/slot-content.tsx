import { isTextSlot, type TVideoSlot, VIDEO_SLOT_LABELS } from '@cardora/contract';
import Box from '@mui/material/Box';
import { FILL_FRAME } from '#components/fill-frame';

/** What a slot shows: the text, or the picture's address; null leaves the slot's name in it. */
export type SlotValues = Partial<Record<TVideoSlot['field'], string | null>>;

// A slot's text or placeholder fills its box, and its type is sized by that box (cqh units).
const SLOT_FRAME = { position: 'absolute', inset: 0, containerType: 'size' } as const;

/**
 * A font size that keeps one line of `text` inside its box: at most ~60% of the box's height,
 * and small enough that the characters fit its width (container query units of the box).
 */
export function fitFontSize(text: string, lines = 1): string {
  const chars = Math.max(4, [...text].length);
  const byWidth = Math.round((100 / ((0.64 * chars) / lines)) * 100) / 100;
  const byHeight = Math.round(58 / lines);
  return `min(${byHeight}cqh, ${byWidth}cqw)`;
}

/**
 * One slot drawn inside its box (the box itself is placed by the caller): text in its colour,
 * weight, alignment and band, the logo contained, a photo covering it; an empty slot shows its
 * name. An approximation of the server's render, to see where things go.
 */
export function SlotContent({
  slot,
  value,
  label = VIDEO_SLOT_LABELS[slot.field],
}: {
  slot: TVideoSlot;
  value: string | null | undefined;
  /** The slot's name in the reader's language (the customer's preview); the contract's English by default. */
  label?: string;
}) {
  if (isTextSlot(slot.field)) {
    const text = value?.trim() ? value.trim() : label;
    const empty = !value?.trim();
    // An address may take two lines; the other texts one.
    const lines = slot.field === 'address' ? 2 : 1;
    return (
      <Box
        sx={{
          ...SLOT_FRAME,
          display: 'flex',
          alignItems: 'center',
          justifyContent: slot.align === 'left' ? 'flex-start' : slot.align === 'right' ? 'flex-end' : 'center',
          textAlign: slot.align,
          bgcolor: slot.background ?? 'transparent',
          color: slot.color,
          px: '4cqh',
          overflow: 'hidden',
        }}
      >
        <Box
          component="span"
          sx={{
            fontSize: fitFontSize(text, lines),
            fontWeight: slot.bold ? 700 : 400,
            lineHeight: 1.15,
            whiteSpace: lines === 1 ? 'nowrap' : 'normal',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            display: '-webkit-box',
            WebkitLineClamp: lines,
            WebkitBoxOrient: 'vertical',
            opacity: empty ? 0.6 : 1,
            fontStyle: empty ? 'italic' : 'normal',
            textShadow: slot.background ? 'none' : '0 1px 3px rgba(0,0,0,0.55)',
          }}
        >
          {text}
        </Box>
      </Box>
    );
  }
  if (value) {
    return (
      <Box
        component="img"
        src={value}
        alt=""
        sx={{
          ...FILL_FRAME,
          objectFit: slot.field === 'logo' ? 'contain' : 'cover',
        }}
      />
    );
  }
  return (
    <Box
      sx={{
        ...SLOT_FRAME,
        display: 'grid',
        placeItems: 'center',
        border: '1.5px dashed rgba(255,255,255,0.8)',
        bgcolor: 'rgba(255,255,255,0.12)',
        color: '#fff',
        textAlign: 'center',
      }}
    >
      {/* Container units size against the box above, so the words sit in an inner element. */}
      <Box component="span" sx={{ fontSize: 'min(18cqh, 12cqw)', fontWeight: 600 }}>
        {label}
      </Box>
    </Box>
  );
}
