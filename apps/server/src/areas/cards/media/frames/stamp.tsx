import { ribbon } from './ribbon';
import type { FrameDesign } from './parts';

export const stamp: FrameDesign = ribbon;
