import { ribbon } from './ribbon';
import type { FrameDesign } from './parts';

export const arch: FrameDesign = ribbon;
