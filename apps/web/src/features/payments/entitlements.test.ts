// The one entitlements key (docs/product-rules.md#entitlements-refresh): when what it says about a
// business changes, the plan-bound queries are fetched again and a pending payment stops being
// polled; a render already made is kept.
import type { TBusinessEntitlementsView } from '@cardora/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { greetingKeys } from '#api/greeting-keys';
import { businessKeys, entitlementKeys } from '#api/query-keys';
import { videoKeys } from '#api/video-keys';
import { isPaymentPending, markPaymentPending, paymentChanged, watchEntitlements } from './entitlements';

const BUSINESS = '00000000-0000-4000-8000-000000000001';

function view(greetingImages: boolean): TBusinessEntitlementsView {
  return {
    businessId: BUSINESS,
    paymentStatus: greetingImages ? 1 : 0,
    expiryDateForCustomer: greetingImages ? '2027-12-04T00:00:00.000Z' : null,
    entitlements: {
      onPlan: greetingImages,
      digitalCards: 1,
      pdfCards: 0,
      promotionalVideos: 0,
      greetingVideosPerDay: greetingImages ? 3 : 0,
      greetingImages,
      teamMembers: greetingImages ? 5 : 0,
      tags: -1,
      tagsIncluded: 0,
      tagsBought: 0,
    },
    usage: { digitalCard: 1, pdfCard: 0, promotionalVideo: 0, teamMember: 0, tag: 0 },
    tagPricePaise: null,
  };
}

const render = greetingKeys.render({
  imageId: 'post',
  businessId: BUSINESS,
  frame: 'frame1',
  kind: 'regular',
  stamp: 1,
  language: null,
});

async function world() {
  const client = new QueryClient();
  const stop = watchEntitlements(client);
  const answer = { current: view(false) };
  const fetchEntitlements = () =>
    client.fetchQuery({ queryKey: entitlementKeys.of(BUSINESS), queryFn: async () => answer.current, staleTime: 0 });
  await fetchEntitlements();
  client.setQueryData(greetingKeys.options(BUSINESS), { refusal: 'notIncluded' });
  client.setQueryData(businessKeys.mine(), []);
  client.setQueryData(videoKeys.templateList({}), []);
  client.setQueryData(render, 'a branded image');
  return { client, stop, answer, fetchEntitlements };
}

const invalidated = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated;

describe('the entitlements key', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('refetches the plan-bound queries when what the business may do changes, not before', async () => {
    const made = await world();
    stop = made.stop;
    await made.fetchEntitlements();
    expect(invalidated(made.client, greetingKeys.options(BUSINESS))).toBe(false);

    made.answer.current = view(true);
    await made.fetchEntitlements();
    expect(invalidated(made.client, greetingKeys.options(BUSINESS))).toBe(true);
    expect(invalidated(made.client, businessKeys.mine())).toBe(true);
    // Neither the libraries nor a render already made depend on the plan.
    expect(invalidated(made.client, videoKeys.templateList({}))).toBe(false);
    expect(invalidated(made.client, render)).toBe(false);
  });

  it('polls a pending payment until the entitlements show it', async () => {
    const made = await world();
    stop = made.stop;
    markPaymentPending(BUSINESS);
    expect(isPaymentPending(BUSINESS)).toBe(true);
    // The webhook has not landed yet: the same answer keeps it pending.
    await made.fetchEntitlements();
    expect(isPaymentPending(BUSINESS)).toBe(true);
    made.answer.current = view(true);
    await made.fetchEntitlements();
    expect(isPaymentPending(BUSINESS)).toBe(false);
  });

  it('a recorded payment ends the wait and refreshes the entitlements themselves', async () => {
    const made = await world();
    stop = made.stop;
    markPaymentPending(BUSINESS);
    await paymentChanged(made.client, BUSINESS);
    expect(isPaymentPending(BUSINESS)).toBe(false);
    expect(invalidated(made.client, greetingKeys.options(BUSINESS))).toBe(true);
    expect(made.client.getQueryState(entitlementKeys.of(BUSINESS))?.isInvalidated).toBe(true);
  });
});
