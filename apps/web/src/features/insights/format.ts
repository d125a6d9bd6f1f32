// How Insights and the home tiles write their figures: counts and rupees with Indian digit
// grouping, compact rupees for chart axes (₹1.5L, ₹2Cr), IST dates and months, ranges and trends.
import { INSIGHTS_PRESET_LABELS, type InsightsPreset } from '@cardora/contract';

import { SHORT_MONTHS as MONTHS } from '#lib/format';

function parts(date: string): [number, number, number] {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return [y, m, d];
}

/** 12,34,567. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-IN');
}

/** A tile's count: undefined while it loads (the tile shows a skeleton). */
export function tileCount(value: number | undefined): string | undefined {
  return value === undefined ? undefined : formatCount(value);
}

/** Rupees in a few characters, Indian units: ₹950, ₹12.5K, ₹1.5L, ₹2.3Cr. */
export function compactRupees(paise: number): string {
  const rupees = paise / 100;
  const unit = (value: number, suffix: string) =>
    `₹${value >= 100 ? Math.round(value) : Number(value.toFixed(1))}${suffix}`;
  if (rupees >= 10_000_000) return unit(rupees / 10_000_000, 'Cr');
  if (rupees >= 100_000) return unit(rupees / 100_000, 'L');
  if (rupees >= 1_000) return unit(rupees / 1_000, 'K');
  return `₹${Math.round(rupees)}`;
}

/** '2026-11-03' -> '3 Nov'. */
export function shortDay(date: string): string {
  const [, m, d] = parts(date);
  return `${d} ${MONTHS[m - 1]}`;
}

/** '2026-11-03' -> '3 Nov 2026'. */
export function longDay(date: string): string {
  return `${shortDay(date)} ${parts(date)[0]}`;
}

/** '2026-11' -> 'Nov 2026', or "Nov '26" when short. */
export function monthLabel(month: string, short = false): string {
  const [y, m] = parts(`${month}-01`);
  return short ? `${MONTHS[m - 1]} '${String(y).slice(2)}` : `${MONTHS[m - 1]} ${y}`;
}

/** '1 Nov – 23 Nov 2026', '23 Nov 2026', '1 Apr 2025 – 23 Nov 2026'. */
export function rangeLabel(from: string, to: string): string {
  if (from === to) return longDay(to);
  if (from.slice(0, 4) === to.slice(0, 4)) return `${shortDay(from)} – ${longDay(to)}`;
  return `${longDay(from)} – ${longDay(to)}`;
}

export function presetLabel(preset: InsightsPreset | 'custom'): string {
  return preset === 'custom' ? 'Custom range' : INSIGHTS_PRESET_LABELS[preset];
}

export interface Trend {
  direction: 'up' | 'down' | 'flat';
  /** '+25%', '−10%', 'New', 'Same'. */
  label: string;
}

/** This period against the one before. */
export function trendOf(current: number, previous: number): Trend {
  if (current === previous) return { direction: 'flat', label: 'Same' };
  if (previous === 0) return { direction: 'up', label: 'New' };
  const change = Math.round(((current - previous) / previous) * 100);
  if (change === 0)
    return { direction: current > previous ? 'up' : 'down', label: current > previous ? '+<1%' : '−<1%' };
  return change > 0 ? { direction: 'up', label: `+${change}%` } : { direction: 'down', label: `−${Math.abs(change)}%` };
}
