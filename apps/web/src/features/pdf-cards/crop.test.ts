import { describe, expect, it } from 'vitest';
import { clampCrop, cropSource, initialCrop, zoomCrop } from './crop';

const LANDSCAPE = { width: 400, height: 200 };

describe('square photo crop', () => {
  it('starts on the largest centred square', () => {
    expect(cropSource(LANDSCAPE, initialCrop())).toEqual({ side: 200, x: 100, y: 0 });
  });

  it('keeps the square inside the picture when dragged past an edge', () => {
    const moved = clampCrop(LANDSCAPE, { zoom: 1, cx: 0, cy: 0.9 });
    expect(cropSource(LANDSCAPE, moved)).toEqual({ side: 200, x: 0, y: 0 });
  });

  it('zooms about the centre, then lets the square move', () => {
    const zoomed = zoomCrop(LANDSCAPE, initialCrop(), 2);
    expect(cropSource(LANDSCAPE, zoomed)).toEqual({ side: 100, x: 150, y: 50 });
    const moved = clampCrop(LANDSCAPE, { ...zoomed, cx: 0.1, cy: 0.2 });
    expect(cropSource(LANDSCAPE, moved)).toEqual({ side: 100, x: 0, y: 0 });
  });
});
