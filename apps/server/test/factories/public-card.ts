// Shared set-up for the public card tests: one app over the test database, one agency,
// a real photo in a temporary upload directory, and card factories on top of them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { richCardView } from '@cardora/card-templates';
import type { TCardSections } from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app';
import { createAgency, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { type AgencyRow, type CardRow, cardEvents } from '../../src/db/schema';
import { LocalDiskStorage, type Storage } from '../../src/lib/storage';

export const PHOTO_URL = '/uploads/business/test/photo.webp';

/** Filled in by beforeAll; reading it earlier is a mistake in the test file. */
export class PublicCardTest {
  app: TestApp | null = null;
  agencyRow: AgencyRow | null = null;
  uploads: Storage | null = null;

  get t(): TestApp {
    if (!this.app) throw new Error('setUpPublicCardTests has not run yet');
    return this.app;
  }

  get agency(): AgencyRow {
    if (!this.agencyRow) throw new Error('setUpPublicCardTests has not run yet');
    return this.agencyRow;
  }

  get storage(): Storage {
    if (!this.uploads) throw new Error('setUpPublicCardTests has not run yet');
    return this.uploads;
  }
}

/** Registers beforeAll/afterAll for the file; the returned context is ready inside tests. */
export function setUpPublicCardTests(): PublicCardTest {
  const context = new PublicCardTest();
  let uploadsDir = '';
  beforeAll(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'cardora-public-card-'));
    const storage = new LocalDiskStorage(uploadsDir);
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c2410c' } })
      .webp()
      .toBuffer();
    await storage.put('business/test/photo.webp', photo);
    context.uploads = storage;
    context.app = await createTestApp({ deps: { storage } });
    context.agencyRow = await createAgency({ agencyName: 'Acme Cards' });
  });
  afterAll(async () => {
    await context.app?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });
  return context;
}

/** The fixture's sections (every section filled) with the real photo. */
export function richSections(overrides: Partial<TCardSections> = {}): TCardSections {
  const sections = richCardView().sections;
  const basic = sections.basicDetails;
  if (!basic) throw new Error('fixture has basic details');
  return { ...sections, basicDetails: { ...basic, photoUrl: PHOTO_URL, logoUrl: null }, ...overrides };
}

export async function makeCard(
  agency: AgencyRow,
  options: { status?: 'active' | 'inactive'; expiry?: Date | null; sections?: TCardSections; filled?: boolean } = {},
) {
  const user = await createCustomer({ agency });
  const business = await createBusiness({ user, expiryDateForCustomer: options.expiry ?? null });
  return createCard({
    business,
    status: options.status,
    filled: options.filled,
    sections: options.filled === false ? {} : (options.sections ?? richSections()),
  });
}

export function cardIdOf(card: CardRow): string {
  if (!card.cardId) throw new Error('card has no cardId');
  return card.cardId;
}

export async function eventsOf(t: TestApp, card: CardRow, kind: 'view' | 'click') {
  return t.db
    .select()
    .from(cardEvents)
    .where(and(eq(cardEvents.cardNo, card.cardNo), eq(cardEvents.kind, kind)));
}
