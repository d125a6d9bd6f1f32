// Analytics and error logging: POST /analytics/log and POST /log.
import { z } from 'zod';

export const ANALYTICS_EVENT_NAMES = ['SignUp', 'Login', 'Logout', 'PageView', 'SessionStart'] as const;

export const ZLogEvent = z.object({
  logEventName: z.string().trim().min(1).max(64),
  sessionId: z.string().min(8).max(64),
  context: z.string().max(200).optional(),
  pageUrl: z.string().max(2000),
  metaData: z.record(z.string(), z.unknown()).optional(),
});
export type TLogEvent = z.infer<typeof ZLogEvent>;

export const MAX_LOG_EVENTS_PER_CALL = 50;
export const ZAnalyticsLogBody = z.object({
  logEvents: z.array(ZLogEvent).min(1, 'Send at least one event.').max(MAX_LOG_EVENTS_PER_CALL),
});
export type TAnalyticsLogBody = z.infer<typeof ZAnalyticsLogBody>;
export const ZAnalyticsLogResponse = z.object({ logged: z.number().int() });

export const CLIENT_LOG_LEVELS = ['error', 'warn', 'info'] as const;
export const ZClientLogBody = z.object({
  level: z.enum(CLIENT_LOG_LEVELS),
  message: z.string().trim().min(1, 'A message is required.').max(2000),
  additionalInfo: z.record(z.string(), z.unknown()).optional(),
  source: z.string().max(200),
});
export type TClientLogBody = z.infer<typeof ZClientLogBody>;
export const ZClientLogResponse = z.object({ logged: z.literal(true) });
