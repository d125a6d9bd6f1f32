// Greetings prepared ahead (docs/product-rules.md#greetings-prepared): the night before a day
// with posts, every active business's greetings of that day are rendered and stored, so the
// morning's downloads are served from storage. The nightly job does it by itself; staff who
// manage greetings may also ask for a day (after adding a festival's posts late, say).
import { z } from 'zod';
import { isIsoDate } from './common';

export const GREETING_PREPARATION_MESSAGES = {
  dateInvalid: 'Give the day as YYYY-MM-DD.',
  dateOutOfRange: 'Greetings can be prepared for today and the next 7 days only.',
  unknownJob: 'There is no such preparation for this agency.',
} as const;

/** How far ahead a day may be prepared: renders for later days would be stale by then. */
export const PREPARE_DAYS_AHEAD = 7;

export const ZPrepareGreetingsBody = z.object({
  /** The IST day whose greetings to prepare; today when absent. */
  date: z.string().refine(isIsoDate, GREETING_PREPARATION_MESSAGES.dateInvalid).optional(),
});
export type TPrepareGreetingsBody = z.input<typeof ZPrepareGreetingsBody>;

export const ZPrepareGreetingsAccepted = z.object({ jobId: z.string(), date: z.string() });
export type TPrepareGreetingsAccepted = z.infer<typeof ZPrepareGreetingsAccepted>;

export const ZPrepareGreetingsJobParams = z.object({ jobId: z.string().min(1).max(64) });

export const ZPrepareGreetingsCounts = z.object({
  /** Businesses looked at (active, greetings in the plan, a published card). */
  businesses: z.number().int(),
  /** Greetings drawn and stored now. */
  rendered: z.number().int(),
  /** Greetings found stored already (nothing changed since). */
  alreadyStored: z.number().int(),
  /** Greetings that could not be drawn (logged; the customer's download draws them again). */
  failed: z.number().int(),
});
export type TPrepareGreetingsCounts = z.infer<typeof ZPrepareGreetingsCounts>;

export const ZPrepareGreetingsStatus = ZPrepareGreetingsCounts.extend({
  jobId: z.string(),
  date: z.string(),
  state: z.enum(['queued', 'active', 'completed', 'failed', 'retry', 'cancelled']),
  /** 0–100: businesses done so far. */
  progress: z.number(),
  error: z.string().nullable(),
});
export type TPrepareGreetingsStatus = z.infer<typeof ZPrepareGreetingsStatus>;
