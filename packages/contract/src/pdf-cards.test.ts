import { describe, expect, it } from 'vitest';
import { UPGRADE_PATH } from './constants';
import {
  PDF_CARD_MESSAGES,
  pdfCardExportRight,
  pdfCardsCoveredByPlan,
  pdfCardVerifyState,
  pdfDownloadSource,
  ZPdfCardDetails,
  ZUpdatePdfCardBasicDetailsBody,
} from './pdf-cards';

const base = { status: 'active', isPaid: false, exportsAllowed: 0, exportsUsed: 0, coveredByPlan: false } as const;

describe('pdfCardExportRight (a single purchase gives a single export; a plan counts cards)', () => {
  it.each([
    [
      'unpaid, no plan',
      base,
      { allowed: false, paidBy: null, message: PDF_CARD_MESSAGES.notPaid, upgradePath: UPGRADE_PATH },
    ],
    [
      'paid, export left',
      { ...base, isPaid: true, exportsAllowed: 1 },
      { allowed: true, paidBy: 'purchase', message: null, upgradePath: null },
    ],
    [
      'paid, export used',
      { ...base, isPaid: true, exportsAllowed: 1, exportsUsed: 1 },
      { allowed: false, paidBy: null, message: PDF_CARD_MESSAGES.exportUsed, upgradePath: UPGRADE_PATH },
    ],
    [
      'paid twice, one used',
      { ...base, isPaid: true, exportsAllowed: 2, exportsUsed: 1 },
      { allowed: true, paidBy: 'purchase', message: null, upgradePath: null },
    ],
    [
      'covered by the plan',
      { ...base, coveredByPlan: true },
      { allowed: true, paidBy: 'plan', message: null, upgradePath: null },
    ],
    [
      'paid with export left and covered: the purchase first',
      { ...base, isPaid: true, exportsAllowed: 1, coveredByPlan: true },
      { allowed: true, paidBy: 'purchase', message: null, upgradePath: null },
    ],
    [
      'revoked, even paid',
      { ...base, status: 'revoked', isPaid: true, exportsAllowed: 1 },
      { allowed: false, paidBy: null, message: PDF_CARD_MESSAGES.revoked, upgradePath: null },
    ],
  ] as const)('%s', (_, input, expected) => {
    expect(pdfCardExportRight(input)).toEqual(expected);
  });
});

describe('pdfCardsCoveredByPlan', () => {
  it('covers the oldest unpaid cards up to the limit; -1 covers all; 0 none', () => {
    expect([...pdfCardsCoveredByPlan([9, 3, 5], 2)]).toEqual([3, 5]);
    expect([...pdfCardsCoveredByPlan([9, 3, 5], -1)]).toEqual([3, 5, 9]);
    expect([...pdfCardsCoveredByPlan([9, 3, 5], 0)]).toEqual([]);
  });
});

describe('pdfDownloadSource', () => {
  it('the latest export clean; without one the current details with SAMPLE; forced: the current details clean', () => {
    expect(pdfDownloadSource({ hasExport: true, forceClean: false })).toBe('latest-export');
    expect(pdfDownloadSource({ hasExport: false, forceClean: false })).toBe('current-sample');
    expect(pdfDownloadSource({ hasExport: true, forceClean: true })).toBe('current-clean');
    expect(pdfDownloadSource({ hasExport: false, forceClean: true })).toBe('current-clean');
  });
});

describe('pdfCardVerifyState', () => {
  it('revoked wins; expired the IST day after validUntil; otherwise active', () => {
    expect(pdfCardVerifyState({ status: 'revoked', validUntil: null, today: '2026-01-01' })).toBe('revoked');
    expect(pdfCardVerifyState({ status: 'revoked', validUntil: '2025-01-01', today: '2026-01-01' })).toBe('revoked');
    expect(pdfCardVerifyState({ status: 'active', validUntil: '2026-01-01', today: '2026-01-01' })).toBe('active');
    expect(pdfCardVerifyState({ status: 'active', validUntil: '2026-01-01', today: '2026-01-02' })).toBe('expired');
    expect(pdfCardVerifyState({ status: 'active', validUntil: null, today: '2099-01-01' })).toBe('active');
  });
});

describe('ZPdfCardDetails', () => {
  const ok = { companyName: 'Sharma Sweets', name: 'Aarav Sharma', phones: ['+919876543210'] };
  it('fills defaults and accepts several e-mails', () => {
    const parsed = ZPdfCardDetails.parse({ ...ok, mails: ['A@x.in', 'b@y.in'], designation: '' });
    expect(parsed.mails).toEqual(['a@x.in', 'b@y.in']);
    expect(parsed.designation).toBeNull();
    expect(parsed.primaryColor).toBe('#1e63d6');
  });
  it.each([
    ['name', { ...ok, name: '' }, PDF_CARD_MESSAGES.nameRequired],
    ['companyName', { ...ok, companyName: ' ' }, PDF_CARD_MESSAGES.companyNameRequired],
    ['phones', { ...ok, phones: [] }, PDF_CARD_MESSAGES.phonesRequired],
    ['validUntil', { ...ok, validUntil: '2026-02-30' }, PDF_CARD_MESSAGES.validUntil],
    ['bloodGroup', { ...ok, bloodGroup: 'C+' }, PDF_CARD_MESSAGES.bloodGroup],
    ['mails', { ...ok, mails: ['a@x.in', 'b@x.in', 'c@x.in', 'd@x.in'] }, PDF_CARD_MESSAGES.tooManyMails],
  ])('%s: the field message', (field, input, message) => {
    const result = ZPdfCardDetails.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });
  it('a save names the card or the business', () => {
    const result = ZUpdatePdfCardBasicDetailsBody.safeParse({ details: ok });
    expect(result.error?.issues[0]?.message).toBe(PDF_CARD_MESSAGES.refRequired);
  });
});
