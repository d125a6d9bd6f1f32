import type { FrameKind, FrameName, TGreetingOptions } from '@cardora/contract';
import { FRAME_KINDS, FRAMES } from '@cardora/contract';
import { useState } from 'react';
import { z } from 'zod';

// The customer's last frame and kind, per business. The card's image-post settings hold only
// the daily limit and the video switch, so the choice is kept on this device (localStorage).
const STORAGE_KEY = 'greetingFrameChoice';
const ZChoice = z.object({ frame: z.enum(FRAMES), kind: z.enum(FRAME_KINDS) });
const ZChoices = z.record(z.string(), ZChoice);
export type FrameChoice = z.infer<typeof ZChoice>;

const DEFAULT_CHOICE: FrameChoice = { frame: 'frame7', kind: 'regular' };

function readChoices(): z.infer<typeof ZChoices> {
  try {
    const parsed = ZChoices.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function storeChoice(businessId: string, choice: FrameChoice) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readChoices(), [businessId]: choice }));
  } catch {
    // Not kept: the choice still holds for this visit.
  }
}

/** The choice fitted to what the plan offers: a frame it lists, and a kind that frame allows. */
export function fitChoice(choice: FrameChoice, frames: TGreetingOptions['frames'] | undefined): FrameChoice {
  if (!frames || frames.length === 0) return choice;
  const frame = frames.find((item) => item.frame === choice.frame) ?? frames[0];
  if (!frame) return choice;
  const kind = frame.kinds.includes(choice.kind) ? choice.kind : (frame.kinds[0] ?? 'regular');
  return { frame: frame.frame, kind };
}

/** The remembered frame and kind for this business, and a setter that remembers. */
export function useFrameChoice(businessId: string | null) {
  const [choice, setChoice] = useState<FrameChoice>(
    () => (businessId ? readChoices()[businessId] : undefined) ?? DEFAULT_CHOICE,
  );
  const choose = (next: { frame?: FrameName; kind?: FrameKind }) => {
    const merged = { ...choice, ...next };
    setChoice(merged);
    if (businessId) storeChoice(businessId, merged);
  };
  return { choice, choose };
}
