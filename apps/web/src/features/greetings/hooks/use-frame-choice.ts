import type { FrameKind, FrameName, ImagePostLanguage, TGreetingOptions } from '@cardora/contract';
import { endpoints } from '@cardora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '#api/client';
import { greetingKeys } from '#api/greeting-keys';

// The business's frame and kind live in its image-post settings (POST /image-post/frame-choice):
// the next post, another device and a render naming no frame all start from the last pick.
export interface FrameChoice {
  frame: FrameName;
  kind: FrameKind;
}

const DEFAULT_CHOICE: FrameChoice = { frame: 'frame7', kind: 'regular' };

/** The choice fitted to what the plan offers: a frame it lists, and a kind that frame allows. */
export function fitChoice(choice: FrameChoice, frames: TGreetingOptions['frames'] | undefined): FrameChoice {
  if (!frames || frames.length === 0) return choice;
  const frame = frames.find((item) => item.frame === choice.frame) ?? frames[0];
  if (!frame) return choice;
  const kind = frame.kinds.includes(choice.kind) ? choice.kind : (frame.kinds[0] ?? 'regular');
  return { frame: frame.frame, kind };
}

/**
 * The frame and kind for this business: the pick made in this viewer, else the business's saved
 * choice, else frame7 regular; and a setter that keeps the pick on the business.
 */
export function useFrameChoice(
  businessId: string | null,
  saved: TGreetingOptions['choice'] | undefined,
  savedLanguage: ImagePostLanguage | null = null,
) {
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<FrameChoice | null>(null);
  // The language of text-layer greetings (null: the card's), kept with the frame.
  const [pickedLanguage, setPickedLanguage] = useState<{ value: ImagePostLanguage | null } | null>(null);
  const keep = useMutation({
    mutationFn: (next: FrameChoice & { language?: ImagePostLanguage | null }) =>
      callEndpoint(endpoints.saveGreetingFrameChoice, {
        body: {
          businessId: businessId ?? '',
          frame: next.frame,
          frameKind: next.kind,
          ...(next.language === undefined ? {} : { language: next.language }),
        },
      }),
    // The pick still holds in this viewer if it could not be kept; no dialog for a preference.
    meta: { inlineErrors: true },
    onSuccess: (options) => queryClient.setQueryData(greetingKeys.options(options.businessId), options),
  });
  const choice: FrameChoice = picked ?? {
    frame: saved?.frame ?? DEFAULT_CHOICE.frame,
    kind: saved?.kind ?? DEFAULT_CHOICE.kind,
  };
  const choose = (next: { frame?: FrameName; kind?: FrameKind }) => {
    const merged = { ...choice, ...next };
    setPicked(merged);
    if (businessId) keep.mutate(merged);
  };
  const language = pickedLanguage ? pickedLanguage.value : savedLanguage;
  const chooseLanguage = (next: ImagePostLanguage | null) => {
    setPickedLanguage({ value: next });
    if (businessId) keep.mutate({ ...choice, language: next });
  };
  return { choice, choose, language, chooseLanguage, languageSaving: keep.isPending };
}
