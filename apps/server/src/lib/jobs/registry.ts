// The jobs the app knows, by name → payload. A module adds its own by declaration merging, in
// the file that registers the handler, so enqueue() and the handler agree on the payload:
//
//   declare module '../../lib/jobs/registry' {
//     interface JobPayloads {
//       'greeting-preview': { agencyId: string; businessId: string; profileVersion: number };
//     }
//   }
//
// Payloads travel as JSON (a jsonb column): plain objects of strings, numbers, booleans, arrays.

// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging, one module at a time
export interface JobPayloads {}

/** Any name → payload map (JobPayloads, or a test's own). */
export type PayloadMap<P> = { [K in keyof P]: object };
