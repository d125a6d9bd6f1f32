// A square crop of a picture, as fractions of it, so it survives any display size: the zoom
// (1 = the largest square that fits) and the square's centre.

export interface CropBox {
  zoom: number;
  /** The square's centre, 0..1 across the picture's width and height. */
  cx: number;
  cy: number;
}

export interface Size {
  width: number;
  height: number;
}

export function initialCrop(): CropBox {
  return { zoom: 1, cx: 0.5, cy: 0.5 };
}

/** The square in the picture's pixels: its side and top-left corner. */
export function cropSource(image: Size, crop: CropBox): { x: number; y: number; side: number } {
  const side = Math.min(image.width, image.height) / crop.zoom;
  return { side, x: crop.cx * image.width - side / 2, y: crop.cy * image.height - side / 2 };
}

/** The crop moved back inside the picture, so the square never shows past its edges. */
export function clampCrop(image: Size, crop: CropBox): CropBox {
  const side = Math.min(image.width, image.height) / crop.zoom;
  const halfX = side / 2 / image.width;
  const halfY = side / 2 / image.height;
  const clamp = (value: number, half: number) => Math.min(1 - half, Math.max(half, value));
  return { zoom: crop.zoom, cx: clamp(crop.cx, halfX), cy: clamp(crop.cy, halfY) };
}

/** The crop at another zoom, about the same centre (then kept inside the picture). */
export function zoomCrop(image: Size, crop: CropBox, zoom: number): CropBox {
  return clampCrop(image, { ...crop, zoom });
}
