// The demo world of the shared decisions, seeded on the first start of an empty database.
// All demo passwords are `demo1234`.

import { randomUUID } from 'node:crypto';
import {
  DEFAULT_AGENCY_CONFIGURATION,
  DEFAULT_AGENCY_THEME,
  DEFAULT_GST_RATE_BASIS_POINTS,
  DEFAULT_SAC_CODE,
  FRANCHISEE_PERMISSIONS,
  istMonthOf,
  NOTHING_INCLUDED,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { DEMO_AGENCY_SLUG, DEMO_INVITATION_PATH } from '../areas/admin/demo-invitation/page';
import { insertCard } from '../areas/cards/cards/repo';
import { issuePaymentDocument } from '../areas/commerce/documents/issue';
import { addYears, planDescription } from '../areas/commerce/payments/card-payment-record';
import { planSnapshot } from '../areas/commerce/plans/service';
import { countAgencies } from '../areas/identity/agencies/repo';
import type { Config } from '../config';
import type { Db } from '../db/client';
import {
  agencies,
  agencyBillingPrices,
  agencyTaxSettings,
  businesses,
  businessTaxDetails,
  cardEvents,
  cardPayments,
  documents,
  franchisees,
  subscriptionPlans,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { publicBaseUrl } from '../lib/public-url';
import type { Storage } from '../lib/storage';
import { demoAnalytics, lakesideStudioSections, sharmaSweetsSections, writeSharmaSweetsImages } from './demo-cards';
import { seedDemoContent } from './demo-content';
import { seedDemoEnquiries } from './demo-enquiries';
import { seedDemoGreetings } from './demo-greetings';
import { seedInsightsHistory } from './demo-insights';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoUiCustomisation } from './demo-ui-customisation';
import { seedDemoGreetingVideo, seedDemoVideos } from './demo-videos-seed';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoCredential {
  who: string;
  agency: string;
  login: string;
  password: string;
  where: string;
}

export const DEMO_CREDENTIALS: DemoCredential[] = [
  {
    who: 'Superadmin (admin)',
    agency: 'cardora',
    login: '+919000000001',
    password: DEMO_PASSWORD,
    where: '/panel/login?agency=cardora',
  },
  { who: 'Agency admin', agency: 'demo', login: '+919000000002', password: DEMO_PASSWORD, where: '/panel/login' },
  { who: 'Creator', agency: 'demo', login: '+919000000005', password: DEMO_PASSWORD, where: '/panel/login' },
  {
    who: 'Franchisee (Ravi)',
    agency: 'demo',
    login: '+919000000003',
    password: DEMO_PASSWORD,
    where: '/panel/franchisee-login',
  },
  {
    who: 'Franchisee all-access (Priya)',
    agency: 'demo',
    login: '+919000000004',
    password: DEMO_PASSWORD,
    where: '/panel/franchisee-login',
  },
  { who: 'Customer (Aarav)', agency: 'demo', login: '+919876543210', password: DEMO_PASSWORD, where: '/panel/login' },
  {
    who: 'Foreign customer',
    agency: 'demo',
    login: 'demo.foreign@example.com',
    password: DEMO_PASSWORD,
    where: '/panel/login',
  },
];

export function formatDemoCredentials(baseUrl: string): string {
  const rows = DEMO_CREDENTIALS.map((c) => [c.who, c.agency, c.login, c.password, `${baseUrl}${c.where}`]);
  const header = ['Who', 'Agency', 'Phone / e-mail', 'Password', 'Sign in at'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return ['Demo accounts:', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const NO_FRAMES_HIDDEN = { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false };

/** Starter ₹499 / 1 year, Business ₹1,499 / 1 year, Premium ₹3,999 / 2 years (prices in paise). */
export function demoPlans() {
  const none = NOTHING_INCLUDED;
  const card = { digitalCardIncluded: true, digitalCardLimit: 1 };
  const greetings = {
    greetingImagesIncluded: true,
    greetingImagesLimit: -1,
    greetingVideosIncluded: true,
    greetingVideosLimit: 3,
  };
  return [
    {
      name: 'Starter',
      pricePaise: 49_900,
      validityYears: 1,
      ...none,
      ...card,
      // Team members per card (docs/product-rules.md#staff-cards): Starter's own number, Business
      // the agency's setting, Premium unlimited.
      teamMembersLimit: 2,
      frameVisibility: NO_FRAMES_HIDDEN,
    },
    {
      name: 'Business',
      pricePaise: 149_900,
      validityYears: 1,
      ...none,
      ...card,
      ...greetings,
      frameVisibility: NO_FRAMES_HIDDEN,
    },
    {
      name: 'Premium',
      pricePaise: 399_900,
      validityYears: 2,
      ...card,
      ...greetings,
      pdfCardIncluded: true,
      pdfCardLimit: 2,
      promotionalVideoIncluded: true,
      promotionalVideoLimit: 2,
      teamMembersLimit: -1,
      frameVisibility: NO_FRAMES_HIDDEN,
    },
  ];
}

/** Seeds the demo world when the database has no agencies; returns whether it did. */
export async function seedDemoWorld(
  db: Db,
  storage: Storage,
  /** Where the agencies' hosts are, for the links the demo stores (its sample invitation's). */
  urls: Pick<Config, 'baseDomain' | 'publicBaseUrlTemplate'>,
  now: Date = new Date(),
): Promise<boolean> {
  if ((await countAgencies(db)) > 0) return false;
  // No dead link in the demo: the invitation tiles open the sample the app serves on the demo
  // agency's host. docs/product-rules.md#demo-invitation
  const sampleInvitation = `${publicBaseUrl(urls, { slug: DEMO_AGENCY_SLUG, customDomain: null })}${DEMO_INVITATION_PATH}`;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Ids chosen up front so the images can be stored (under the business) before the rows exist.
  const sweetsId = randomUUID();
  const studioId = randomUUID();
  const sweetsImages = await writeSharmaSweetsImages(storage, sweetsId);
  await db.transaction(async (tx) => {
    const [hq] = await tx
      .insert(agencies)
      .values({
        slug: 'cardora',
        agencyName: 'Cardora HQ',
        roles: ['superadmin'],
        // The super admin's "Digital Invitation card" menu item opens this site: the demo's sample.
        configuration: {
          ...DEFAULT_AGENCY_CONFIGURATION,
          dashboardConfig: {
            showInvitationTileInCustomerDashboard: false,
            invitationSiteLink: sampleInvitation,
          },
        },
        theme: DEFAULT_AGENCY_THEME,
      })
      .returning();
    const [demo] = await tx
      .insert(agencies)
      .values({
        slug: DEMO_AGENCY_SLUG,
        agencyName: 'Demo Agency',
        roles: [],
        configuration: {
          ...DEFAULT_AGENCY_CONFIGURATION,
          imagePost: { enableImagePost: true, isVideoPostsIncluded: true, allowAgencyExclusivePosts: true },
          pdfCardConfig: { enablePdfCardProduct: true, customerPlans: [{ id: 'pdf-single', price: 9_900 }] },
          video: { enableVideo: true },
          onlinePayment: { enablePaymentIntegration: true },
          dashboardConfig: {
            showInvitationTileInCustomerDashboard: true,
            invitationSiteLink: sampleInvitation,
          },
        },
        theme: DEFAULT_AGENCY_THEME,
      })
      .returning();
    if (!hq || !demo) throw new Error('demo agencies were not created');

    const [hqAdmin, demoAdmin] = await tx
      .insert(users)
      .values([
        { agencyId: hq.id, name: 'Cardora Admin', phoneNumber: '+919000000001', roles: ['admin'], passwordHash },
        { agencyId: demo.id, name: 'Demo Admin', phoneNumber: '+919000000002', roles: ['admin'], passwordHash },
        { agencyId: demo.id, name: 'Demo Creator', phoneNumber: '+919000000005', roles: ['creator'], passwordHash },
      ])
      .returning();
    if (!hqAdmin || !demoAdmin) throw new Error('demo admins were not created');
    // Billing (docs/product-rules.md#billing-of-agencies): Cardora HQ bills the Demo Agency from last month (IST).
    const thisMonth = istMonthOf(now);
    const billedFrom =
      thisMonth.month === 1 ? { year: thisMonth.year - 1, month: 12 } : { ...thisMonth, month: thisMonth.month - 1 };
    await tx.insert(agencyBillingPrices).values({
      agencyId: demo.id,
      billedByAgencyId: hq.id,
      perCardMonthlyPaise: 2_000,
      annualFeePaise: 500_000,
      greetingsFeePaise: 200_000,
      pdfCardFeePaise: 150_000,
      billingFromYear: billedFrom.year,
      billingFromMonth: billedFrom.month,
    });
    await tx.insert(franchisees).values([
      {
        agencyId: demo.id,
        name: 'Ravi Franchise',
        phoneNumber: '+919000000003',
        roles: ['franchisee'],
        permissions: ['business:create', 'business:edit', 'card:edit'],
        configuration: { hideBilling: false },
        passwordHash,
      },
      {
        agencyId: demo.id,
        name: 'Priya All-Access',
        phoneNumber: '+919000000004',
        roles: ['franchisee', 'franchisee-with-all-card-access'],
        permissions: [...FRANCHISEE_PERMISSIONS],
        configuration: { hideBilling: true },
        passwordHash,
      },
    ]);

    const [aarav] = await tx
      .insert(users)
      .values({
        agencyId: demo.id,
        name: 'Aarav Sharma',
        phoneNumber: '+919876543210',
        roles: ['customer'],
        passwordHash,
      })
      .returning();
    const [foreign] = await tx
      .insert(users)
      .values({
        agencyId: demo.id,
        name: 'Demo Foreign Customer',
        email: 'demo.foreign@example.com',
        isForeignUser: true,
        roles: ['customer'],
        passwordHash,
      })
      .returning();
    if (!aarav || !foreign) throw new Error('demo customers were not created');

    const created = new Date();
    const [sweets] = await tx
      .insert(businesses)
      .values({
        agencyId: demo.id,
        userId: aarav.id,
        id: sweetsId,
        businessName: 'Sharma Sweets',
        category: 'sweet-shop',
        phoneNumber: aarav.phoneNumber,
        businessMadeBy: 'self',
        createdAt: created,
      })
      .returning();
    await tx.insert(businesses).values({
      agencyId: demo.id,
      userId: aarav.id,
      businessName: 'Sharma Tours & Travels',
      category: 'travel-agency',
      phoneNumber: aarav.phoneNumber,
      businessMadeBy: 'self',
      // Later than the first, so "first business" is stable in listings.
      createdAt: new Date(created.getTime() + 1),
    });
    const [studio] = await tx
      .insert(businesses)
      .values({
        agencyId: demo.id,
        userId: foreign.id,
        id: studioId,
        businessName: 'Lakeside Studio',
        category: 'photography',
        email: foreign.email,
        businessMadeBy: 'self',
      })
      .returning();
    if (!sweets || !studio) throw new Error('demo businesses were not created');
    await tx.update(users).set({ activeBusinessId: sweets.id }).where(eq(users.id, aarav.id));
    await tx.update(users).set({ activeBusinessId: studio.id }).where(eq(users.id, foreign.id));

    // Sharma Tours & Travels has no card yet, so the editor's create path can be shown.
    const sweetsCard = await insertCard(tx, {
      agencyId: demo.id,
      businessId: sweets.id,
      cardId: 'sharma-sweets',
      sections: sharmaSweetsSections(sweetsImages),
      now,
    });
    await insertCard(tx, {
      agencyId: demo.id,
      businessId: studio.id,
      cardId: 'lakeside-studio',
      sections: lakesideStudioSections(),
      now,
    });
    await tx.insert(documents).values(
      sweetsImages.files.map((file) => ({
        agencyId: demo.id,
        hierarchy1: 'business',
        hierarchy2: sweets.id,
        storageKey: file.key,
        contentType: 'image/webp',
        sizeBytes: file.sizeBytes,
        width: file.width,
        height: file.height,
      })),
    );
    await tx.insert(cardEvents).values(demoAnalytics(demo.id, sweetsCard.cardNo, now));
    // Feedback and leads visitors left on the card.
    await seedDemoEnquiries(
      tx,
      { agencyId: demo.id, businessId: sweets.id, cardNo: sweetsCard.cardNo, cardId: 'sharma-sweets' },
      now,
    );

    // The demo agency's price list, and Sharma Sweets on the Business plan (paid in cash two
    // months ago, recorded by the admin); Sharma Tours & Travels stays unpaid.
    const plans = await tx
      .insert(subscriptionPlans)
      .values(demoPlans().map((plan, i) => ({ ...plan, agencyId: demo.id, createdAt: new Date(now.getTime() + i) })))
      .returning();
    const businessPlan = plans.find((p) => p.name === 'Business');
    if (!businessPlan) throw new Error('demo plans were not created');
    const paidAt = new Date(now.getTime() - 60 * 24 * 3_600_000);
    const validUntil = addYears(paidAt, businessPlan.validityYears);
    const snapshot = planSnapshot(businessPlan);
    await tx.insert(cardPayments).values({
      agencyId: demo.id,
      businessId: sweets.id,
      planId: businessPlan.id,
      planSnapshot: snapshot,
      amountPaise: businessPlan.pricePaise,
      provider: 'manual',
      isManualUpdate: true,
      paymentMode: 'upi',
      paymentReference: 'UPI 4021 8876 1290',
      recordedByUserId: demoAdmin.id,
      paidAt,
      validFrom: paidAt,
      validUntil,
      createdAt: paidAt,
    });
    // Who issues documents: the demo agency is registered in Maharashtra, the platform in
    // Karnataka; Sharma Sweets gave its GSTIN, so its invoice is B2B with CGST + SGST.
    await tx.insert(agencyTaxSettings).values([
      {
        agencyId: demo.id,
        legalName: 'Demo Agency Private Limited',
        gstin: '27AAPFU0939F1ZV',
        address: '402 Lotus Business Park, Baner Road, Pune, Maharashtra 411045',
        stateCode: '27',
        pricesIncludeTax: true,
        rateBasisPoints: DEFAULT_GST_RATE_BASIS_POINTS,
        sacCode: DEFAULT_SAC_CODE,
        invoicePrefix: 'INV',
        updatedByUserId: demoAdmin.id,
      },
      {
        agencyId: hq.id,
        legalName: 'Cardora Technologies Private Limited',
        gstin: '29AAGCB7383J1Z4',
        address: '21 Residency Road, Bengaluru, Karnataka 560025',
        stateCode: '29',
        pricesIncludeTax: true,
        rateBasisPoints: DEFAULT_GST_RATE_BASIS_POINTS,
        sacCode: DEFAULT_SAC_CODE,
        invoicePrefix: 'CDR',
        updatedByUserId: hqAdmin.id,
      },
    ]);
    await tx.insert(businessTaxDetails).values({
      businessId: sweets.id,
      agencyId: demo.id,
      gstin: '27AAKFS4821M1ZQ',
      legalName: 'Sharma Sweets & Caterers',
      address: 'Shop 12, Laxmi Road, Sadashiv Peth, Pune, Maharashtra 411030',
      stateCode: '27',
    });
    const [seededPayment] = await tx
      .select({ recordNo: cardPayments.recordNo })
      .from(cardPayments)
      .where(eq(cardPayments.businessId, sweets.id));
    if (!seededPayment) throw new Error('demo payment not recorded');
    await issuePaymentDocument(
      tx,
      {
        issuerAgencyId: demo.id,
        source: 'card',
        recordNo: seededPayment.recordNo,
        amountPaise: businessPlan.pricePaise,
        provider: 'manual',
        providerPaymentId: null,
        paymentMode: 'upi',
        paymentReference: 'UPI 4021 8876 1290',
        description: planDescription(snapshot),
        buyer: { businessId: sweets.id },
      },
      paidAt,
    );
    await tx
      .update(businesses)
      .set({
        paymentStatus: 1,
        isSubscriptionActive: true,
        expiryDateForCustomer: validUntil,
        planLimits: snapshot.limits,
        frameVisibility: snapshot.frameVisibility,
      })
      .where(eq(businesses.id, sweets.id));
    await seedDemoNotifications(tx, demo.id, now);

    // Cardora HQ also sells to businesses directly: a year of history for its Insights page.
    const hqPlans = await tx
      .insert(subscriptionPlans)
      .values(demoPlans().map((plan, i) => ({ ...plan, agencyId: hq.id, createdAt: new Date(now.getTime() + i) })))
      .returning();
    await seedInsightsHistory(tx, {
      agencyId: hq.id,
      cardIdPrefix: 'hq',
      plans: hqPlans,
      adminUserId: hqAdmin.id,
      now,
    });
    // The greetings library: Cardora HQ's daily images for every agency, and one of the Demo Agency's own.
    await seedDemoGreetings(
      tx,
      storage,
      { platformAdminId: hqAdmin.id, agencyId: demo.id, agencyAdminId: demoAdmin.id },
      now,
    );
    // The platform's promotional video templates (their sample previews are made after the start)
    // and one greeting VIDEO post.
    await seedDemoVideos(tx, storage, { platformAdminId: hqAdmin.id }, now);
    await seedDemoGreetingVideo(tx, storage, { platformAdminId: hqAdmin.id }, now);
    // A category static page for sweet shops and a link store.
    await seedDemoContent(tx, storage, demo.id, now);
    // The Demo Agency's theme and banners.
    await seedDemoUiCustomisation(tx, storage, demo.id, now);
  });
  return true;
}
