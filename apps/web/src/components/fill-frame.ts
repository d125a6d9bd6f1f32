/** A picture or video laid over the whole of its frame (a positioned box), cropped to fill it. */
export const FILL_FRAME = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} as const;
