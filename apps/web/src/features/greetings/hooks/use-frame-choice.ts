import type { FrameKind, FrameName, TGreetingOptions } from '@cardora/contract';
import { FRAME_KINDS, FRAMES } from '@cardora/contract';
import { useState } from 'react';
import { z } from 'zod';

// The customer's last frame and kind, per business. The business's image-post settings hold a
// frame choice (greeting-options answers it as `choice`, and a render naming no frame uses it),
// but only staff can write those settings: a customer's own picks are kept on this device
// (localStorage) and start from the business's saved choice until they pick.
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

/**
 * The frame and kind for this business: the customer's last pick on this device, else the
 * business's saved choice, else frame7 regular; and a setter that remembers.
 */
export function useFrameChoice(businessId: string | null, saved: TGreetingOptions['choice'] | undefined) {
  const [picked, setPicked] = useState<FrameChoice | null>(() =>
    businessId ? (readChoices()[businessId] ?? null) : null,
  );
  const choice: FrameChoice = picked ?? {
    frame: saved?.frame ?? DEFAULT_CHOICE.frame,
    kind: saved?.kind ?? DEFAULT_CHOICE.kind,
  };
  const choose = (next: { frame?: FrameName; kind?: FrameKind }) => {
    const merged = { ...choice, ...next };
    setPicked(merged);
    if (businessId) storeChoice(businessId, merged);
  };
  return { choice, choose };
}
