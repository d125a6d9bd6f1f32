import { DEFAULT_AGENCY_CONFIGURATION, TAG_PURCHASE_MAX_QUANTITY } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { parseTagQuantity, stepTagQuantity, tagPurchaseOffer, tagsFull } from './tag-purchase';

// docs/product-rules.md#physical-tags
describe('buying tags', () => {
  const charging = { ...DEFAULT_AGENCY_CONFIGURATION, tags: { pricePerTagPaise: 4_900 } };

  it("is offered at the agency's price while it charges and the customer may pay online", () => {
    expect(tagPurchaseOffer({ configuration: charging, businessMadeBy: 'self' })).toEqual({
      pricePaise: 4_900,
      maxQuantity: TAG_PURCHASE_MAX_QUANTITY,
    });
    expect(tagPurchaseOffer({ configuration: DEFAULT_AGENCY_CONFIGURATION, businessMadeBy: 'self' })).toBeNull();
    expect(tagPurchaseOffer({ configuration: charging, businessMadeBy: null })).toBeNull();
    const offline = { ...charging, onlinePayment: { enablePaymentIntegration: false } };
    expect(tagPurchaseOffer({ configuration: offline, businessMadeBy: 'self' })).toBeNull();
  });

  it('knows a business whose tags are all in use; unlimited never is', () => {
    const view = (tags: number, used: number) => ({
      entitlements: {
        onPlan: true,
        digitalCards: 1,
        pdfCards: 0,
        promotionalVideos: 0,
        greetingVideosPerDay: 0,
        greetingImages: false,
        teamMembers: 0,
        tags,
        tagsIncluded: tags,
        tagsBought: 0,
      },
      usage: { digitalCard: 1, pdfCard: 0, promotionalVideo: 0, teamMember: 0, tag: used },
    });
    expect(tagsFull(view(2, 2))).toBe(true);
    expect(tagsFull(view(2, 1))).toBe(false);
    expect(tagsFull(view(-1, 40))).toBe(false);
    expect(tagsFull(undefined)).toBe(false);
  });

  it('reads and steps the quantity within 1 to the maximum', () => {
    expect(parseTagQuantity('12')).toBe(12);
    expect(parseTagQuantity('0')).toBeNull();
    expect(parseTagQuantity('101')).toBeNull();
    expect(parseTagQuantity('x')).toBeNull();
    expect(stepTagQuantity('1', -1)).toBe(1);
    expect(stepTagQuantity('100', 1)).toBe(100);
    expect(stepTagQuantity('', 1)).toBe(2);
  });
});
