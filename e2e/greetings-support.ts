// Helpers for the Greetings Management journey: greeting posts drawn by sharp, the IST day as
// the server counts it and as the panel shows it, the MUI selects of the post form, and the
// upload dialog's files settling.
import { istDateOf } from '@cardora/contract';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';

/** Today in India (the day festival posts belong to). */
export const istToday = (): string => istDateOf(new Date());

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-24' as the grid shows a post's day ('24 Nov 2026'), read as written. */
export function shownDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A small greeting JPEG: a gradient, a ring and the words (SQUARE 1080², STORY 1080×1920 scaled down). */
export async function greetingJpeg(
  words: string,
  colours: [string, string] = ['#b45309', '#fbbf24'],
  layout: 'SQUARE' | 'STORY' = 'SQUARE',
): Promise<Buffer> {
  const width = 540;
  const height = layout === 'STORY' ? 960 : 540;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="g" r="80%"><stop offset="0%" stop-color="${colours[1]}"/><stop offset="100%" stop-color="${colours[0]}"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="180" fill="none" stroke="#fff" stroke-width="6" opacity="0.6"/>
    <text x="50%" y="${height / 2 + 16}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="44" fill="#fff">${escapeXml(words)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** Picks an option of the MUI select whose hidden input carries `testId` (the post form's fields). */
export async function pickOption(scope: Locator, testId: string, option: string): Promise<void> {
  const page = scope.page();
  await scope.getByTestId(testId).locator('xpath=..').getByRole('combobox').click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Waits until no file of the upload dialog is waiting or on its way; returns each file's status. */
export async function settledUploads(page: Page, timeoutMs = 30_000): Promise<Record<string, string>> {
  const items = page.getByTestId('upload-item');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const statuses = await items.evaluateAll((nodes) =>
      nodes.map((node) => [node.querySelector('[title]')?.getAttribute('title') ?? '', node.dataset.status ?? '']),
    );
    if (statuses.length > 0 && statuses.every(([, status]) => status !== 'queued' && status !== 'uploading')) {
      return Object.fromEntries(statuses);
    }
    await page.waitForTimeout(100);
  }
  throw new Error('the uploads did not finish');
}

/** How far the page scrolls sideways (0 or less: it fits). */
export function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
