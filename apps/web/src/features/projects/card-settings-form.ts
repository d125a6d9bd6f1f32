// The card settings dialog of All Projects: a card's limit, its business's image posts on or
// off, and the greetings settings (images limit and videos), saved through the row actions
// that changed.
import { type TCardListItem, UNLIMITED, ZCardLimit, ZPlanLimit } from '@cardora/contract';
import { z } from 'zod';
import type { CardRowAction } from './hooks/use-projects';

export const GREETING_LIMIT_MODES = ['plan', 'unlimited', 'custom'] as const;

export const ZCardSettingsForm = z
  .object({
    /** Empty: the plan's digitalCardLimit. */
    cardLimit: ZCardLimit.optional(),
    imagePostsEnabled: z.boolean(),
    greetingImagesMode: z.enum(GREETING_LIMIT_MODES),
    greetingImagesLimit: ZPlanLimit.min(0, 'Enter a count of 0 or more.').optional(),
    greetingVideosEnabled: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.greetingImagesMode === 'custom' && values.greetingImagesLimit === undefined) {
      ctx.addIssue({ code: 'custom', path: ['greetingImagesLimit'], message: 'Enter how many greeting images.' });
    }
  });
export type TCardSettingsForm = z.infer<typeof ZCardSettingsForm>;

export function cardSettingsDefaults(row: TCardListItem): TCardSettingsForm {
  const limit = row.imagePostSettings.greetingImagesLimit;
  return {
    cardLimit: row.cardLimit ?? undefined,
    imagePostsEnabled: row.imagePostStatus === 'enabled',
    greetingImagesMode: limit === null ? 'plan' : limit === UNLIMITED ? 'unlimited' : 'custom',
    greetingImagesLimit: limit === null || limit === UNLIMITED ? undefined : limit,
    greetingVideosEnabled: row.imagePostSettings.greetingVideosEnabled,
  };
}

/** The calls that make the row what the form says, only for what changed. */
export function cardSettingsActions(row: TCardListItem, values: TCardSettingsForm): CardRowAction[] {
  const { cardNo } = row;
  const actions: CardRowAction[] = [];
  const cardLimit = values.cardLimit ?? null;
  if (cardLimit !== row.cardLimit) actions.push({ kind: 'limit', body: { cardNo, cardLimit } });
  const imagePostStatus = values.imagePostsEnabled ? 'enabled' : 'disabled';
  if (imagePostStatus !== row.imagePostStatus) actions.push({ kind: 'imagePost', body: { cardNo, imagePostStatus } });
  const greetingImagesLimit =
    values.greetingImagesMode === 'plan'
      ? null
      : values.greetingImagesMode === 'unlimited'
        ? UNLIMITED
        : (values.greetingImagesLimit ?? null);
  const settings = { greetingImagesLimit, greetingVideosEnabled: values.greetingVideosEnabled };
  if (
    settings.greetingImagesLimit !== row.imagePostSettings.greetingImagesLimit ||
    settings.greetingVideosEnabled !== row.imagePostSettings.greetingVideosEnabled
  ) {
    actions.push({ kind: 'settings', body: { cardNo, imagePostSettings: settings } });
  }
  return actions;
}
