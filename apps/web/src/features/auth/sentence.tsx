import type { ReactNode } from 'react';

/** Stands for an element inside a translated sentence: a character nobody types or translates. */
export const SLOT = '\u2063';

/**
 * A translated sentence with an element (the number in bold, a countdown) where SLOT was
 * interpolated. Languages put it in different places ("sent to X" / "X पर भेजा गया"), so it
 * cannot be glued on before or after; this keeps the sign-in pages free of <Trans>'s parser.
 */
export function withElement(sentence: string, element: ReactNode): ReactNode {
  const at = sentence.indexOf(SLOT);
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      {element}
      {sentence.slice(at + SLOT.length)}
    </>
  );
}
