// What Insights shows — the range (a preset or custom days) and, for the platform's admins,
// another agency — kept in the address bar, so a reload or a shared link shows the same figures.
import { INSIGHTS_PRESETS, type InsightsPreset, insightsPresetRange } from '@cardora/contract';

export const DEFAULT_PRESET: InsightsPreset = '30d';

export interface InsightsView {
  preset: InsightsPreset | 'custom';
  from: string;
  to: string;
  /** Another agency's id; undefined: the viewer's own. */
  agencyId: string | undefined;
}

/**
 * The view in the address: from and to (custom days, sent as typed, so a bad pair gets the
 * server's message), else a preset (default the last 30 days), ending today in IST.
 */
export function parseInsightsView(params: URLSearchParams, now: Date): InsightsView {
  const agencyId = params.get('agencyId') || undefined;
  const from = params.get('from');
  const to = params.get('to');
  if (from && to) return { preset: 'custom', from, to, agencyId };
  const preset = INSIGHTS_PRESETS.find((candidate) => candidate === params.get('range')) ?? DEFAULT_PRESET;
  return { preset, ...insightsPresetRange(preset, now), agencyId };
}

/** `base` with the view written over it: the default preset and the own agency left out. */
export function writeInsightsView(
  view: { preset: InsightsPreset | 'custom'; from?: string; to?: string; agencyId: string | undefined },
  base: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of ['range', 'from', 'to', 'agencyId']) params.delete(key);
  if (view.preset === 'custom' && view.from && view.to) {
    params.set('from', view.from);
    params.set('to', view.to);
  } else if (view.preset !== 'custom' && view.preset !== DEFAULT_PRESET) {
    params.set('range', view.preset);
  }
  if (view.agencyId) params.set('agencyId', view.agencyId);
  return params;
}
