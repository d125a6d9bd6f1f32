// GST as the documents compute it: GSTINs checked (shape, state, check character), the tax on
// a price in whole paise for prices with and without GST, within and across states, amounts
// in words in the Indian system, and document numbers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financialYearOf } from './billing';
import {
  amountInWords,
  documentNumber,
  GST_STATES,
  gstinCheckCharacter,
  gstinProblem,
  indianNumberInWords,
  type TaxBreakdown,
  taxBreakdown,
  ZDocumentPrefix,
  ZGstin,
} from './gst';

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAGFF2194N1Z1', '33AAACH7409R1Z8', '24AAACC1206D1ZM'])(
    'accepts the registered GSTIN %s',
    (gstin) => {
      expect(gstinProblem(gstin)).toBeNull();
    },
  );

  it('refuses a wrong check character, a state code that is none, and a wrong shape', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checkCharacter');
    expect(gstinProblem('27AAPFU0939F1Z1')).toBe('checkCharacter');
    const noState = `99AAPFU0939F1Z`;
    expect(gstinProblem(`${noState}${gstinCheckCharacter(noState)}`)).toBe('state');
    const zeroState = `00AAPFU0939F1Z`;
    expect(gstinProblem(`${zeroState}${gstinCheckCharacter(zeroState)}`)).toBe('state');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('format');
    expect(gstinProblem('27AAPF10939F1ZV')).toBe('format');
    expect(gstinProblem('27AAPFU0939F1XV')).toBe('format');
  });

  it('still accepts the retired state codes 25 and 28 that old registrations carry', () => {
    for (const state of ['25', '28']) {
      const first14 = `${state}AAPFU0939F1Z`;
      expect(gstinProblem(`${first14}${gstinCheckCharacter(first14)}`)).toBeNull();
    }
  });

  it('catches any one character typed wrong', () => {
    const gstin = '27AAPFU0939F1ZV';
    const characters = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.constantFrom(...characters), (position, typed) => {
        fc.pre(gstin[position] !== typed);
        const changed = `${gstin.slice(0, position)}${typed}${gstin.slice(position + 1)}`;
        expect(gstinProblem(changed)).not.toBeNull();
      }),
    );
  });

  it('takes what was typed with spaces and small letters, and says what is wrong in words', () => {
    expect(ZGstin.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    const refused = ZGstin.safeParse('27AAPFU0939F1ZW');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('This GSTIN does not add up: check it for a typing mistake.');
  });

  it('knows every state by its code, once', () => {
    const codes = GST_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(GST_STATES.find((state) => state.code === '27')?.name).toBe('Maharashtra');
  });
});

describe('taxBreakdown', () => {
  const halves = (paise: number) => [
    { kind: 'CGST', rateBasisPoints: 900, amountPaise: paise },
    { kind: 'SGST', rateBasisPoints: 900, amountPaise: paise },
  ];
  // ₹999 with 18% inside: ₹846.61 taxable, ₹76.19 + ₹76.19, and a paisa of rounding.
  it.each([
    ['₹1,000 + 18% within a state', 100_000, false, true, 100_000, halves(9_000), 0, 118_000],
    [
      '₹1,000 + 18% across states',
      100_000,
      false,
      false,
      100_000,
      [{ kind: 'IGST', rateBasisPoints: 1800, amountPaise: 18_000 }],
      0,
      118_000,
    ],
    ['₹999 with 18% inside, within a state', 99_900, true, true, 84_661, halves(7_619), 1, 99_900],
  ])('%s', (_case, pricePaise, pricesIncludeTax, sameState, taxablePaise, lines, roundingPaise, totalPaise) => {
    expect(taxBreakdown({ pricePaise, rateBasisPoints: 1800, pricesIncludeTax, sameState })).toEqual({
      taxablePaise,
      lines,
      roundingPaise,
      totalPaise,
    });
  });

  type Input = Parameters<typeof taxBreakdown>[0];
  /** Runs `check` on the breakdown of many prices, rates, inclusive or not, within a state or across. */
  const forAnyPrice = (check: (tax: TaxBreakdown, input: Input) => void) =>
    fc.assert(
      fc.property(
        fc.record({
          pricePaise: fc.integer({ min: 0, max: 10_000_000_000 }),
          rateBasisPoints: fc.constantFrom(0, 25, 300, 500, 1200, 1800, 2800),
          pricesIncludeTax: fc.boolean(),
          sameState: fc.boolean(),
        }),
        (input) => check(taxBreakdown(input), input),
      ),
    );
  const taxOf = (tax: TaxBreakdown) => tax.lines.reduce((sum, line) => sum + line.amountPaise, 0);

  it('always: whole paise, the parts add up to the total, CGST equals SGST, rounding within a paisa', () => {
    forAnyPrice((tax, { pricePaise, pricesIncludeTax, sameState }) => {
      const figures = [
        tax.taxablePaise,
        tax.totalPaise,
        tax.roundingPaise,
        ...tax.lines.map((line) => line.amountPaise),
      ];
      for (const figure of figures) expect(Number.isSafeInteger(figure)).toBe(true);
      expect(tax.taxablePaise + taxOf(tax) + tax.roundingPaise).toBe(tax.totalPaise);
      expect(Math.abs(tax.roundingPaise)).toBeLessThanOrEqual(1);
      if (sameState) {
        expect(tax.lines.map((line) => line.kind)).toEqual(['CGST', 'SGST']);
        expect(tax.lines[0]?.amountPaise).toBe(tax.lines[1]?.amountPaise);
      } else {
        expect(tax.lines.map((line) => line.kind)).toEqual(['IGST']);
      }
      if (pricesIncludeTax) expect(tax.totalPaise).toBe(pricePaise);
      else {
        expect(tax.taxablePaise).toBe(pricePaise);
        expect(tax.roundingPaise).toBe(0);
      }
    });
  });

  it('always: the tax is the rate of the taxable value, to within the rounding of each line', () => {
    forAnyPrice((tax, { rateBasisPoints }) => {
      const exact = (tax.taxablePaise * rateBasisPoints) / 10_000;
      expect(Math.abs(taxOf(tax) - exact)).toBeLessThanOrEqual(tax.lines.length * 0.5);
    });
  });

  it('refuses a price that is not whole paise and a rate out of range', () => {
    expect(() =>
      taxBreakdown({ pricePaise: 10.5, rateBasisPoints: 1800, pricesIncludeTax: true, sameState: true }),
    ).toThrow();
    expect(() =>
      taxBreakdown({ pricePaise: -1, rateBasisPoints: 1800, pricesIncludeTax: true, sameState: true }),
    ).toThrow();
    expect(() =>
      taxBreakdown({ pricePaise: 100, rateBasisPoints: 10_001, pricesIncludeTax: true, sameState: true }),
    ).toThrow();
  });
});

describe('amounts in words', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [21, 'Twenty-One'],
    [100, 'One Hundred'],
    [1_005, 'One Thousand Five'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1_00_000, 'One Lakh'],
    [12_34_567, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven'],
    [1_00_00_000, 'One Crore'],
    [1_23_45_67_890, 'One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety'],
  ])('%i is %s', (n, words) => {
    expect(indianNumberInWords(n)).toBe(words);
  });

  it('writes rupees and paise the way a document does', () => {
    expect(amountInWords(1_18_000_00)).toBe('Rupees One Lakh Eighteen Thousand Only');
    expect(amountInWords(99_950)).toBe('Rupees Nine Hundred Ninety-Nine and Fifty Paise Only');
    expect(amountInWords(50)).toBe('Rupees Zero and Fifty Paise Only');
  });
});

describe('document numbers', () => {
  it('numbers a document by series, year and place, in at most 16 characters', () => {
    expect(documentNumber('INV', '2026-27', 42)).toBe('INV/26-27/000042');
    expect(documentNumber('CN', '2027-28', 1)).toBe('CN/27-28/000001');
    expect(documentNumber('ABCDE', '2026-27', 9_999)).toBe('ABCDE/26-27/9999');
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{1,5}$/),
        fc.integer({ min: 2017, max: 2098 }).map((first) => financialYearOf(new Date(Date.UTC(first, 6, 1)))),
        fc.integer({ min: 1, max: 9_999 }),
        (prefix, year, sequence) => {
          const number = documentNumber(prefix, year, sequence);
          expect(number.length).toBeLessThanOrEqual(16);
          expect(number).toMatch(/^[A-Z0-9/-]+$/);
          expect(Number(number.split('/')[2])).toBe(sequence);
        },
      ),
    );
  });

  it('says so when a series has no room left rather than write a longer number', () => {
    expect(() => documentNumber('ABCDE', '2026-27', 10_000)).toThrow(/full/);
    expect(() => documentNumber('INV', '2026-27', 0)).toThrow();
  });

  it('takes a prefix of 1 to 5 capitals or digits', () => {
    expect(ZDocumentPrefix.parse(' inv ')).toBe('INV');
    expect(ZDocumentPrefix.safeParse('INVOICE').success).toBe(false);
    expect(ZDocumentPrefix.safeParse('IN-V').success).toBe(false);
  });
});
