// The colours a business's greeting frames are drawn in (docs/product-rules.md#greetings-brand-from-logo):
// the card's theme when its owner chose one; the logo's own colour when they never did.
import { CARD_DEFAULT_COLOURS, ZCardTemplate } from '@cardora/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coloursOfLogo } from '#cards';
import { testAppPerFile } from '#test/support/app';
import { basicDetails, createAgency, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { brandOfBusiness } from './greetings';

const t = testAppPerFile();

const SAFFRON_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160">
  <rect width="160" height="160" fill="#ffffff"/><circle cx="80" cy="80" r="60" fill="#f57c00"/></svg>`;

async function shopWith(options: { logo: boolean; colours?: { primary: string; secondary: string } }) {
  const agency = await createAgency();
  const business = await createBusiness({ user: await createCustomer({ agency }) });
  const logoKey = `business/${business.id}/logo-${Date.now()}.png`;
  const logoBytes = await sharp(Buffer.from(SAFFRON_LOGO)).png().toBuffer();
  if (options.logo) await t.storage.put(logoKey, logoBytes, 'image/png');
  await createCard({
    business,
    sections: {
      basicDetails: basicDetails(options.logo ? { logoUrl: `/uploads/${logoKey}` } : {}),
      template: ZCardTemplate.parse(
        options.colours ? { primaryColor: options.colours.primary, secondaryColor: options.colours.secondary } : {},
      ),
    },
  });
  const brand = await brandOfBusiness(t.services, agency, business);
  if (!brand) throw new Error('the business has a published card');
  return { brand, logoBytes };
}

describe("greeting frames' colours", () => {
  it("take the logo's colour when the owner never chose the card's", async () => {
    const { brand, logoBytes } = await shopWith({ logo: true });
    const profile = await brand.load();
    const fromLogo = await coloursOfLogo(logoBytes);
    expect(fromLogo).not.toBeNull();
    expect(profile.colors).toEqual(fromLogo);
    // What the customer's frame picker is told, without drawing anything.
    expect(await brand.colours()).toEqual(fromLogo);
    expect(profile.colors.primary).not.toBe(CARD_DEFAULT_COLOURS.primary);
  });

  it('keep the colours the owner chose, logo or not', async () => {
    const chosen = { primary: '#6a1b9a', secondary: '#1a0033' };
    const { brand } = await shopWith({ logo: true, colours: chosen });
    expect((await brand.load()).colors).toEqual(chosen);
  });

  it("keep the card's colours without a logo to read", async () => {
    const { brand } = await shopWith({ logo: false });
    expect((await brand.load()).colors).toEqual(CARD_DEFAULT_COLOURS);
  });
});
