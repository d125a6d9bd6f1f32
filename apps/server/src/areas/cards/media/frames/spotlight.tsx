import { ribbon } from './ribbon';
import type { FrameDesign } from './parts';

export const spotlight: FrameDesign = ribbon;
