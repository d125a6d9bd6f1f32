// The documents' PDFs read back as an accountant's tools would: poppler's pdftotext for the
// words and figures (Indian digit grouping, the tax lines, the amount in words, a Hindi name
// copied out as typed), pdfinfo for the A4 page, pdffonts for the embedded scripts, and the QR
// decoded from the page rasterised by pdftoppm (Debian poppler-utils; CI installs it). Documents
// are built by hand with the contract's own tax arithmetic: no database. Every sample's page is
// kept as PNG under test-results/documents/ for a person to look at.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type TTaxDocument, taxBreakdown } from '@cardora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerSnapshot, IssuerSnapshot, TaxDocumentRow } from '#db/schema';
import { sampleLogo } from '#test/factories/media';
import { pdfQrCodes } from '#test/support/pdf-read-back';
import { renderDocumentPdf } from './pdf';
import { INK, palette, WHITE } from './pdf-draw';
import { formatAmount } from './pdf-format';

const run = promisify(execFile);
const ARTEFACTS = fileURLToPath(new URL('../../../../../../test-results/documents/', import.meta.url));
const CHECK_URL = 'https://billing.brightcards.in/check/Hk29aQ7mPzR4tL8wXy3d';

const brightCards: IssuerSnapshot = {
  legalName: 'Bright Cards Private Limited',
  gstin: '27AAPFU0939F1ZV',
  address: 'Office 402, Lotus Business Park, Baner Road, Pune, Maharashtra 411045',
  stateCode: '27',
  brandName: 'Bright Cards',
  logoUrl: '/uploads/agency/bright/logo.png',
  primaryColour: '#0f5c4d',
};

/** Not registered for GST, and a pale brand colour (the band's text must turn dark). */
const meera: IssuerSnapshot = {
  legalName: 'Meera Digital Services',
  gstin: null,
  address: '18, Tilak Nagar, Jaipur, Rajasthan 302004',
  stateCode: '08',
  brandName: 'Meera Digital',
  logoUrl: null,
  primaryColour: '#f4e3c1',
};

const sharmaSweets: BuyerSnapshot = {
  name: 'Sharma Sweets',
  gstin: null,
  address: 'Shop 12, Laxmi Road, Sadashiv Peth, Pune, Maharashtra 411030',
  stateCode: '27',
  phoneNumber: '+91 98765 43210',
  email: 'orders@sharmasweets.in',
};

const nandiHills: BuyerSnapshot = {
  name: 'Nandi Hills Software Private Limited',
  gstin: '29AABCT1332L1ZA',
  address: '3rd Floor, Prestige Tech Park, Outer Ring Road, Bengaluru, Karnataka 560103',
  stateCode: '29',
  phoneNumber: null,
  email: 'accounts@nandihills.example.com',
};

const HINDI_NAME = 'शर्मा जनरल स्टोर';
const hindiStore: BuyerSnapshot = {
  name: HINDI_NAME,
  gstin: null,
  address: '12, गांधी चौक, जयपुर, राजस्थान 302001',
  stateCode: '08',
  phoneNumber: '+91 94140 12345',
  email: null,
};

let counter = 0;

/** A document as issue.ts stores it, its figures from the contract's taxBreakdown. */
function documentRow(input: {
  kind: TaxDocumentRow['kind'];
  number: string;
  issuer: IssuerSnapshot;
  buyer: BuyerSnapshot;
  pricePaise: number;
  pricesIncludeTax: boolean;
  description: string;
  paymentMode: string;
  paymentReference: string | null;
  issuedAt?: Date;
  reason?: string;
}): TaxDocumentRow {
  counter += 1;
  const { issuer, buyer } = input;
  const placeOfSupply = buyer.stateCode ?? issuer.stateCode;
  const tax = issuer.gstin
    ? taxBreakdown({
        pricePaise: input.pricePaise,
        rateBasisPoints: 1800,
        pricesIncludeTax: input.pricesIncludeTax,
        sameState: placeOfSupply === issuer.stateCode,
      })
    : { taxablePaise: input.pricePaise, lines: [], roundingPaise: 0, totalPaise: input.pricePaise };
  const [series, , sequence] = input.number.split('/');
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    issuerAgencyId: '00000000-0000-4000-8000-00000000a001',
    kind: input.kind,
    series: series ?? 'INV',
    financialYear: '2027-28',
    sequence: Number(sequence),
    number: input.number,
    checkCode: 'Hk29aQ7mPzR4tL8wXy3d',
    // 01:30 on 23 Sep in India is still 22 Sep in UTC: the date printed must be India's.
    issuedAt: input.issuedAt ?? new Date('2027-09-22T20:00:00Z'),
    issuer,
    buyer,
    businessId: '00000000-0000-4000-8000-00000000b001',
    buyerAgencyId: null,
    placeOfSupply,
    source: 'card',
    recordNo: counter,
    paymentMode: input.paymentMode,
    paymentReference: input.paymentReference,
    provider: input.paymentMode.startsWith('Online') ? 'razorpay' : 'manual',
    providerPaymentId: input.paymentMode.startsWith('Online') ? input.paymentReference : null,
    description: input.description,
    sacCode: '998314',
    taxablePaise: tax.taxablePaise,
    taxLines: tax.lines,
    rateBasisPoints: issuer.gstin ? 1800 : 0,
    roundingPaise: tax.roundingPaise,
    totalPaise: tax.totalPaise,
    creditedDocumentId: input.kind === 'credit-note' ? '00000000-0000-4000-8000-00000000c001' : null,
    reason: input.reason ?? null,
    createdAt: input.issuedAt ?? new Date('2027-09-22T20:00:00Z'),
  };
}

/** The API's view of a document, as service.ts makes it. */
function viewOf(
  row: TaxDocumentRow,
  extra: Partial<Pick<TTaxDocument, 'status' | 'creditedPaise' | 'creditedDocumentNumber' | 'placeOfSupplyName'>> = {},
): TTaxDocument {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    financialYear: row.financialYear,
    issuerAgencyId: row.issuerAgencyId,
    issuerName: row.issuer.legalName,
    issuerGstin: row.issuer.gstin,
    businessId: row.businessId,
    buyerAgencyId: row.buyerAgencyId,
    buyerName: row.buyer.name,
    buyerGstin: row.buyer.gstin,
    placeOfSupply: row.placeOfSupply,
    placeOfSupplyName: extra.placeOfSupplyName ?? null,
    source: row.source,
    recordNo: row.recordNo,
    description: row.description,
    sacCode: row.sacCode,
    taxablePaise: row.taxablePaise,
    taxLines: row.taxLines,
    roundingPaise: row.roundingPaise,
    totalPaise: row.totalPaise,
    paymentMode: row.paymentMode,
    paymentReference: row.paymentReference,
    creditedDocumentId: row.creditedDocumentId,
    creditedDocumentNumber: extra.creditedDocumentNumber ?? null,
    reason: row.reason,
    creditedPaise: extra.creditedPaise ?? 0,
    status: extra.status ?? 'issued',
    refundablePaise: 0,
    checkPath: `/public/tax-documents/${row.checkCode}`,
    downloadPath: `/tax-documents/${row.id}/pdf`,
  };
}

/** Storage holding the issuer's logo (what routes pass as services.storage). */
const logoStorage = (body: Buffer) => ({
  get: async (key: string) => (key === 'agency/bright/logo.png' ? { body, contentType: 'image/png' } : null),
});

const intraState = documentRow({
  kind: 'tax-invoice',
  number: 'INV/27-28/000042',
  issuer: brightCards,
  buyer: sharmaSweets,
  pricePaise: 11_800_000,
  pricesIncludeTax: true,
  description: 'Gold plan (3 years) for Sharma Sweets: digital business card, greetings and PDF ID cards',
  paymentMode: 'UPI',
  paymentReference: 'UPI 402918374615',
});

const interState = documentRow({
  kind: 'tax-invoice',
  number: 'INV/27-28/000043',
  issuer: brightCards,
  buyer: nandiHills,
  pricePaise: 10_000_000,
  pricesIncludeTax: false,
  description: 'Promotional videos × 40',
  paymentMode: 'Online (Razorpay)',
  paymentReference: 'pay_Nx8Yt4QkL2mZ3a',
});

const receipt = documentRow({
  kind: 'receipt',
  number: 'RCT/27-28/000007',
  issuer: meera,
  buyer: hindiStore,
  pricePaise: 249_950,
  pricesIncludeTax: true,
  description: 'Silver plan (1 year) for शर्मा जनरल स्टोर',
  paymentMode: 'Cash',
  paymentReference: null,
});

/** ₹999 with GST in it: the taxable value rounds, and a paisa of rounding is shown. */
const smallInvoice = documentRow({
  kind: 'tax-invoice',
  number: 'INV/27-28/000044',
  issuer: brightCards,
  buyer: sharmaSweets,
  pricePaise: 99_900,
  pricesIncludeTax: true,
  description: 'PDF ID card, single purchase',
  paymentMode: 'Cash',
  paymentReference: 'Counter receipt 118',
});

const creditNote = documentRow({
  kind: 'credit-note',
  number: 'CN/27-28/000003',
  issuer: brightCards,
  buyer: sharmaSweets,
  pricePaise: 99_900,
  pricesIncludeTax: true,
  description: 'PDF ID card, single purchase',
  paymentMode: 'Cash',
  paymentReference: 'Counter receipt 118',
  issuedAt: new Date('2027-10-02T06:15:00Z'),
  reason: 'Payment deleted: it was recorded twice by mistake.',
});

interface ReadBack {
  pdf: Buffer;
  /** pdftotext -layout: a row's label and amount stay on one line. */
  text: string;
  /** pdftotext -raw: in drawing order, so a wrapped block reads whole. */
  raw: string;
  info: string;
  fonts: string;
}

let dir: string;

async function readBack(name: string, input: Parameters<typeof renderDocumentPdf>[0]): Promise<ReadBack> {
  const pdf = await renderDocumentPdf(input);
  const path = join(dir, `${name}.pdf`);
  await writeFile(path, pdf);
  const [text, raw, info, fonts] = await Promise.all([
    run('pdftotext', ['-layout', path, '-']),
    run('pdftotext', ['-raw', path, '-']),
    run('pdfinfo', [path]),
    run('pdffonts', [path]),
  ]);
  await writeFile(join(ARTEFACTS, `${name}.pdf`), pdf);
  await run('pdftoppm', ['-png', '-r', '80', path, join(ARTEFACTS, name)]);
  return { pdf, text: text.stdout, raw: raw.stdout, info: info.stdout, fonts: fonts.stdout };
}

/** The text with runs of spaces collapsed, for phrases that wrap or sit in columns. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tax-document-pdf-'));
  await mkdir(ARTEFACTS, { recursive: true });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('renderDocumentPdf', () => {
  it('an intra-state tax invoice: one A4 page with the number, GSTIN, CGST and SGST, total and amount in words', async () => {
    const { text, info, pdf } = await readBack('intra-state-invoice', {
      document: intraState,
      view: viewOf(intraState, { placeOfSupplyName: 'Maharashtra' }),
      checkUrl: CHECK_URL,
      storage: logoStorage(sampleLogo()),
    });
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(info).toMatch(/Title:\s+Tax invoice INV\/27-28\/000042/);
    expect(text).toContain('Tax invoice');
    expect(text).toContain('INV/27-28/000042');
    expect(text).toContain('Date 23 Sep 2027');
    expect(text).toContain('Bright Cards Private Limited');
    expect(text).toMatch(/GSTIN\s+27AAPFU0939F1ZV/);
    expect(text).toMatch(/State\s+Maharashtra \(27\)/);
    expect(text).toMatch(/Place of supply\s+Maharashtra \(27\)/);
    expect(text).toMatch(/998314\s+1,00,000\.00/);
    expect(text).toMatch(/Taxable value\s+1,00,000\.00/);
    expect(text).toMatch(/CGST @ 9%\s+9,000\.00/);
    expect(text).toMatch(/SGST @ 9%\s+9,000\.00/);
    expect(text).toMatch(/Total\s+₹1,18,000\.00/);
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('Rounding off');
    expect(flat(text)).toContain('Rupees One Lakh Eighteen Thousand Only');
    expect(text).toMatch(/Mode\s+UPI/);
    expect(text).toMatch(/Reference\s+UPI 402918374615/);
    expect(text).toContain('Scan to check this document');
    expect(text).toContain('This is a computer-generated document; no signature is needed.');
    expect(text).toContain('Page 1 of 1');
    expect(text).not.toContain('Not a tax invoice');
    expect(text).not.toMatch(/Cancelled|credited/i);
    // The issuer's logo is embedded (an image), and the QR opens the check page.
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(await pdfQrCodes(pdf)).toEqual([CHECK_URL]);
  });

  it('an inter-state B2B tax invoice: the buyer GSTIN, one IGST line at 18%, the place of supply the buyer state', async () => {
    const { text } = await readBack('inter-state-invoice', {
      document: interState,
      view: viewOf(interState, { placeOfSupplyName: 'Karnataka' }),
      checkUrl: CHECK_URL,
    });
    expect(text).toContain('INV/27-28/000043');
    expect(text).toMatch(/GSTIN\s+27AAPFU0939F1ZV/);
    expect(text).toMatch(/GSTIN\s+29AABCT1332L1ZA/);
    expect(text).toMatch(/State\s+Karnataka \(29\)/);
    expect(text).toMatch(/Place of supply\s+Karnataka \(29\)/);
    expect(text).toMatch(/IGST @ 18%\s+18,000\.00/);
    expect(text).not.toMatch(/[CS]GST/);
    expect(text).toMatch(/Total\s+₹1,18,000\.00/);
    expect(flat(text)).toContain('Rupees One Lakh Eighteen Thousand Only');
    expect(text).toMatch(/Mode\s+Online \(Razorpay\)/);
    expect(text).toMatch(/Reference\s+pay_Nx8Yt4QkL2mZ3a/);
  });

  it('a receipt of an issuer without GSTIN: no tax lines, the notice, and a Hindi buyer copied out as typed', async () => {
    const { text, fonts, info, pdf } = await readBack('receipt-hindi', {
      document: receipt,
      view: viewOf(receipt, { placeOfSupplyName: 'Rajasthan' }),
      checkUrl: CHECK_URL,
      storage: logoStorage(sampleLogo()),
    });
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(text).toContain('Receipt');
    expect(text).toContain('RCT/27-28/000007');
    expect(flat(text)).toContain('Not a tax invoice: the issuer is not registered for GST, so no GST is charged.');
    expect(text).not.toMatch(/[CSI]GST @|Taxable value|GSTIN/);
    expect(text).toContain(HINDI_NAME);
    expect(text).toContain('12, गांधी चौक, जयपुर, राजस्थान 302001');
    expect(text).toContain('Silver plan (1 year) for शर्मा जनरल स्टोर');
    expect(text).toMatch(/Total\s+₹2,499\.50/);
    expect(flat(text)).toContain('Rupees Two Thousand Four Hundred Ninety-Nine and Fifty Paise Only');
    expect(text).toMatch(/State\s+Rajasthan \(08\)/);
    expect(text).toMatch(/Mode\s+Cash/);
    expect(text).not.toContain('Reference');
    expect(fonts).toMatch(/NotoSansDevanagari-/);
    // No logo: the brand's monogram, drawn as text, and no picture.
    expect(pdf.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });

  it('a credit note: against its invoice, with the reason, the rounding paisa and the original payment', async () => {
    const { text } = await readBack('credit-note', {
      document: creditNote,
      view: viewOf(creditNote, { placeOfSupplyName: 'Maharashtra', creditedDocumentNumber: 'INV/27-28/000044' }),
      checkUrl: CHECK_URL,
      storage: logoStorage(sampleLogo()),
    });
    expect(text).toContain('Credit note');
    expect(text).toContain('CN/27-28/000003');
    expect(text).toContain('Date 2 Oct 2027');
    expect(text).toContain('Against invoice INV/27-28/000044');
    expect(flat(text)).toContain('Payment deleted: it was recorded twice by mistake.');
    expect(text).toMatch(/Taxable value\s+846\.61/);
    expect(text).toMatch(/CGST @ 9%\s+76\.19/);
    expect(text).toMatch(/SGST @ 9%\s+76\.19/);
    expect(text).toMatch(/Rounding off\s+\+0\.01/);
    expect(text).toMatch(/Total\s+₹999\.00/);
    expect(flat(text)).toContain('Rupees Nine Hundred Ninety-Nine Only');
    expect(text).toContain('PAYMENT AND REFUND');
    expect(text).not.toMatch(/Amount\s+₹/);
  });

  it('stamps an invoice that credit notes took back, in full or in part', async () => {
    const cancelled = await readBack('cancelled-invoice', {
      document: smallInvoice,
      view: viewOf(smallInvoice, { status: 'cancelled', creditedPaise: 99_900, placeOfSupplyName: 'Maharashtra' }),
      checkUrl: CHECK_URL,
      storage: logoStorage(sampleLogo()),
    });
    expect(flat(cancelled.text)).toContain('CANCELLED');
    expect(flat(cancelled.text)).toContain('Cancelled by credit note');
    expect(cancelled.text).toMatch(/Rounding off\s+\+0\.01/);
    const partly = await readBack('partly-credited-invoice', {
      document: interState,
      view: viewOf(interState, { status: 'partly-credited', creditedPaise: 2_950_000, placeOfSupplyName: 'Karnataka' }),
      checkUrl: CHECK_URL,
    });
    expect(flat(partly.text)).toContain('PARTLY CREDITED');
    expect(flat(partly.text)).toContain('₹29,500.00 taken back by credit note');
  });

  it('draws the monogram when the logo cannot be read, and the state code alone when it names no state', async () => {
    const odd = { ...intraState, buyer: { ...sharmaSweets, stateCode: '99' }, placeOfSupply: '99' };
    const { text, pdf } = await readBack('unreadable-logo', {
      document: odd,
      view: viewOf(odd),
      checkUrl: CHECK_URL,
      storage: logoStorage(Buffer.from('not a picture')),
    });
    expect(pdf.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
    expect(text).toMatch(/Place of supply\s+99/);
    expect(text).toContain('INV/27-28/000042');
  });
});

describe('renderDocumentPdf at the limits', () => {
  it('prints every long field whole and moves the payment and QR to a second page rather than under the footer', async () => {
    const longAddress =
      'Unit 4B, Riverside Industrial Estate, Plot 221/7, Survey No. 118/2A, Off Old Mumbai–Pune Highway, Near Toll Naka, Opposite Bharat Petroleum Pump, Talegaon Dabhade MIDC Phase II, Maval Taluka, Pune District, Maharashtra 410507, India';
    const buyer: BuyerSnapshot = {
      ...nandiHills,
      name: 'श्री गणेश ट्रेडिंग एंड मैन्युफैक्चरिंग कंपनी प्राइवेट लिमिटेड (Shree Ganesh Trading and Manufacturing)',
      address: `गोदाम संख्या 7, ${longAddress}`,
      stateCode: '27',
      gstin: '27AAPFU0939F1ZV',
      phoneNumber: '+91 98765 43210',
    };
    const row = documentRow({
      kind: 'credit-note',
      number: 'CN/27-28/999999',
      issuer: {
        ...brightCards,
        legalName: 'Bright Cards and Digital Visiting Card Solutions Private Limited (formerly Bright Print Works)',
        address: longAddress,
      },
      buyer,
      // Near the most a paise column holds (2^31 - 1): ₹1.23 crore.
      pricePaise: 1_234_567_899,
      pricesIncludeTax: true,
      description:
        'Platinum plan (5 years) for श्री गणेश ट्रेडिंग एंड मैन्युफैक्चरिंग कंपनी: digital business card with unlimited greetings, PDF ID cards for every employee, promotional videos and priority support across all branches',
      paymentMode: 'Bank transfer',
      paymentReference: 'NEFT/UTR SBIN0000123456789012 from HDFC Bank current account 50200012345678, Talegaon branch',
      reason:
        'Refund pout_Q7xk2LmN9pRs4T: the customer closed three of its five branches before the cards were printed and asked for the unused part of the plan back, as agreed with the branch manager on the phone.',
    });
    const { raw, text, info, pdf } = await readBack('long-fields', {
      document: row,
      view: viewOf(row, { placeOfSupplyName: 'Maharashtra', creditedDocumentNumber: 'INV/27-28/999998' }),
      checkUrl: CHECK_URL,
      storage: logoStorage(sampleLogo()),
    });
    expect(info).toMatch(/Pages:\s+2\n/);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    const words = flat(raw);
    expect(words).toContain(flat(longAddress));
    expect(words).toContain(flat(buyer.name));
    expect(words).toContain(flat(row.description));
    expect(words).toContain(flat(row.paymentReference ?? ''));
    expect(words).toContain(flat(row.reason ?? ''));
    expect(words).toContain(flat(row.issuer.legalName));
    expect(text).toMatch(/CGST @ 9%\s+9,41,619\.58/);
    expect(text).toMatch(/Total\s+₹1,23,45,678\.99/);
    expect(words).toContain(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety-Nine Paise Only',
    );
    expect(text).toContain('Page 1 of 2');
    expect(text).toContain('Page 2 of 2');
    // The payment and the QR moved whole to the second page, and it still scans.
    const second = (await run('pdftotext', ['-f', '2', '-l', '2', '-layout', join(dir, 'long-fields.pdf'), '-']))
      .stdout;
    expect(second).toContain('Credit note CN/27-28/999999 (continued)');
    expect(second).toContain('Scan to check this document');
    expect(second).toMatch(/Mode\s+Bank transfer/);
    expect(await pdfQrCodes(pdf)).toEqual([CHECK_URL]);
  });
});

describe('formatAmount', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [99_950, '999.50'],
    [10_000_000, '1,00,000.00'],
    [12_345_678_901, '12,34,56,789.01'],
    [-1, '-0.01'],
  ])('%i paise → %s', (paise, shown) => {
    expect(formatAmount(paise)).toBe(shown);
  });
});

describe('palette', () => {
  it('keeps a deep brand as it is, with white on the band', () => {
    expect(palette('#0F5C4D')).toMatchObject({ brand: '#0f5c4d', accent: '#0f5c4d', onBrand: WHITE, tileBorder: null });
  });

  it('darkens a pale brand for the labels and total, sets ink on its band and a hairline round the logo tile', () => {
    const pale = palette('#f4e3c1');
    expect(pale.onBrand).toBe(INK);
    expect(pale.accent).not.toBe(pale.brand);
    expect(pale.tileBorder).not.toBeNull();
  });

  it('falls back to the default theme colour for none or a malformed one', () => {
    expect(palette(null).brand).toBe('#1e63d6');
    expect(palette('red').brand).toBe('#1e63d6');
  });
});
