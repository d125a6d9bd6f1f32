// Every satori call of the media module goes through renderSvg: the shipped fonts, and each
// emoji in the text as its Twemoji picture (satori's graphemeImages), so an emoji is never
// drawn by a text font as a box or in black and white. docs/product-rules.md#emoji-and-missing-glyphs
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import satori from 'satori';
import { loadFonts } from './fonts';
import { emojiDataUrl, emojiIn } from './glyphs';
import type { Size } from './types';

interface Props {
  children?: ReactNode;
}

/**
 * The tree with its function components called (as satori would call them, once each), so
 * every string it will draw is in sight; `texts` collects them.
 */
function resolve(node: ReactNode, texts: string[]): ReactNode {
  if (typeof node === 'string' || typeof node === 'number') {
    texts.push(String(node));
    return node;
  }
  if (Array.isArray(node)) return node.map((child) => resolve(child, texts));
  if (!isValidElement<Props>(node)) return node;
  if (typeof node.type === 'function') {
    const render = node.type as (props: Props) => ReactNode;
    return resolve(render(node.props), texts);
  }
  if (node.props.children === undefined) return node;
  return { ...node, props: { ...node.props, children: resolve(node.props.children, texts) } };
}

export interface SvgReport {
  /** Every emoji cluster handed to satori as a picture, in order of appearance. */
  emoji: string[];
}

type Listener = (report: SvgReport) => void;
const listeners = new Set<Listener>();

/** Called after each render with what it drew as pictures (tests watch the renderers with this). */
export function onSvgRendered(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One laid-out node as satori reports it (canvas px). */
export interface LaidOutNode {
  left: number;
  top: number;
  width: number;
  height: number;
  type: string;
  props: Record<string, unknown>;
  textContent?: string;
}

/** satori with the shipped fonts and the text's emoji as pictures; `onNode` sees every laid-out node. */
export async function renderSvg(
  element: ReactElement,
  size: Size,
  onNode?: (node: LaidOutNode) => void,
): Promise<string> {
  const texts: string[] = [];
  const resolved = resolve(element, texts) as ReactElement;
  const graphemeImages: Record<string, string> = {};
  const emoji: string[] = [];
  for (const text of texts) {
    for (const found of emojiIn(text)) {
      graphemeImages[found.text] = emojiDataUrl(found.file);
      emoji.push(found.text);
    }
  }
  const svg = await satori(resolved, {
    width: size.width,
    height: size.height,
    fonts: await loadFonts(),
    graphemeImages,
    ...(onNode ? { onNodeDetected: (node: LaidOutNode) => onNode(node) } : {}),
  });
  for (const listener of listeners) listener({ emoji });
  return svg;
}
