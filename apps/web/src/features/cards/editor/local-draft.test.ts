import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  DRAFT_MAX_AGE_MS,
  draftDiffers,
  draftStorageKey,
  readDraft,
  sameValues,
  saveDraft,
} from './local-draft';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe('card drafts kept on the device', () => {
  const key = draftStorageKey('business-1', 'basicDetails');

  it('keeps a panel’s values per business and panel, and gives them back', () => {
    saveDraft(key, { companyName: 'Mehta Opticals', phoneNumbers: ['+919812345670'] }, 1_000);
    expect(readDraft(key, 2_000)).toEqual({
      savedAt: 1_000,
      values: { companyName: 'Mehta Opticals', phoneNumbers: ['+919812345670'] },
    });
    expect(readDraft(draftStorageKey('business-2', 'basicDetails'), 2_000)).toBeNull();
    expect(readDraft(draftStorageKey('business-1', 'gallery'), 2_000)).toBeNull();
    clearDraft(key);
    expect(readDraft(key, 2_000)).toBeNull();
  });

  it('drops a draft older than a week, or one it cannot read', () => {
    saveDraft(key, { companyName: 'Old' }, 0);
    expect(readDraft(key, DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.items.has(key)).toBe(false);
    storage.setItem(key, '{not json');
    expect(readDraft(key)).toBeNull();
    storage.setItem(key, JSON.stringify({ values: {} }));
    expect(readDraft(key)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('a full or refused storage loses only the copy, never the page', () => {
    vi.stubGlobal('window', {
      localStorage: {
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        getItem: () => null,
        removeItem: () => undefined,
      },
    });
    expect(() => saveDraft(key, { companyName: 'x' })).not.toThrow();
    expect(readDraft(key)).toBeNull();
  });

  it('compares form states as data, whatever the key order', () => {
    expect(sameValues({ a: 1, b: { c: [1, 2], d: null } }, { b: { d: null, c: [1, 2] }, a: 1 })).toBe(true);
    expect(sameValues({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValues({ list: [1, 2] }, { list: [2, 1] })).toBe(false);
  });

  it('a draft the saved card already holds (spaces and blanks aside) is not worth offering', () => {
    const saved = { name: 'Ramesh Gupta', designation: null, phoneNumbers: ['+919812345670'], website: null };
    // A phone keyboard's suggestion leaves a trailing space; the server trims it on save.
    expect(
      draftDiffers({ name: 'Ramesh Gupta ', designation: '', phoneNumbers: ['+919812345670'], website: '  ' }, saved),
    ).toBe(false);
    expect(draftDiffers({ ...saved, designation: undefined }, saved)).toBe(false);
    expect(draftDiffers({ ...saved, name: 'Ramesh Kumar Gupta' }, saved)).toBe(true);
    expect(draftDiffers({ ...saved, phoneNumbers: ['+919812345670', '+919812345671'] }, saved)).toBe(true);
    expect(draftDiffers({ ...saved, designation: 'Owner' }, saved)).toBe(true);
  });
});
