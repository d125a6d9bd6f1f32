// Demo content for category static pages and the link store, so `npm start` shows them: a category static page for
// the Demo Agency's sweet shops (Sharma Sweets' category, with a cover drawn here) and a link store
// with links placed on each of the five pages.
import type { LinkKind, LinkStorePage } from '@cardora/contract';
import { cleanRichText } from '../areas/admin/category-static-pages/rich-text';
import { PAGE_IMAGE_HIERARCHY } from '../areas/admin/category-static-pages/service';
import type { Tx } from '../db/client';
import { categoryStaticPages, linkCategories, linkTypes } from '../db/schema';
import type { Storage } from '../lib/storage';
import { putSvg } from './demo-cards';

const COVER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500" viewBox="0 0 1200 500">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f7971e"/><stop offset="1" stop-color="#c94b4b"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="500" fill="url(#g)"/>
  <circle cx="980" cy="120" r="190" fill="#ffffff" fill-opacity="0.16"/>
  <circle cx="140" cy="470" r="160" fill="#ffffff" fill-opacity="0.12"/>
  <g fill="#ffd200" stroke="#8a3b12" stroke-width="6">
    <circle cx="470" cy="290" r="70"/><circle cx="600" cy="250" r="80"/><circle cx="735" cy="295" r="68"/>
  </g>
  <g fill="#8a3b12" fill-opacity="0.35">
    <circle cx="450" cy="270" r="8"/><circle cx="490" cy="300" r="8"/><circle cx="585" cy="230" r="9"/>
    <circle cx="625" cy="270" r="9"/><circle cx="720" cy="280" r="8"/><circle cx="750" cy="310" r="8"/>
  </g>
  <rect x="380" y="350" width="440" height="34" rx="17" fill="#ffffff" fill-opacity="0.9"/>
</svg>`;

const SWEET_SHOP_PAGE = `
<h2>Make this festive season your best</h2>
<p>Diwali, Raksha Bandhan and wedding season bring most of a sweet shop's year. A few habits help you
take more orders without more stress.</p>
<h3>Before the rush</h3>
<ul>
  <li><strong>Open bulk orders early</strong>: offices and housing societies book gift boxes weeks ahead.</li>
  <li>Share your <em>digital card</em> on WhatsApp with your price list and UPI details.</li>
  <li>Post a branded greeting every morning: customers remember the shop that wished them.</li>
</ul>
<h3>On the busy days</h3>
<ol>
  <li>Keep a separate counter for pre-paid pick-ups.</li>
  <li>Ask happy customers to save your contact from your card.</li>
</ol>
<p>Need help setting this up? <a href="https://example.com/sweet-shop-guide">Read the full guide</a>.</p>`;

interface DemoLink {
  title: string;
  url: string;
  kind: LinkKind;
  pages: LinkStorePage[];
}

const DEMO_LINK_CATEGORIES: { name: string; links: DemoLink[] }[] = [
  {
    name: 'Getting started',
    links: [
      {
        title: 'Make your digital card in 2 minutes',
        url: 'https://example.com/videos/make-your-card',
        kind: 'help-video',
        pages: ['digital-business-card', 'edit-business'],
      },
      {
        title: 'Print-ready ID cards: a step by step guide',
        url: 'https://example.com/guides/pdf-id-cards',
        kind: 'tutorial',
        pages: ['pdf-id-card'],
      },
      {
        title: 'Choosing a greeting frame',
        url: 'https://example.com/guides/greeting-frames',
        kind: 'tutorial',
        pages: ['frame-settings'],
      },
    ],
  },
  {
    name: 'Offers',
    links: [
      {
        title: 'Festive offer: 2 years for the price of 1',
        url: 'https://example.com/offers/festive',
        kind: 'offer',
        pages: ['payment', 'digital-business-card'],
      },
    ],
  },
];

/** The demo's category page and link store, in the Demo Agency. */
export async function seedDemoContent(tx: Tx, storage: Storage, agencyId: string, now: Date): Promise<void> {
  const cover = await putSvg(storage, `${PAGE_IMAGE_HIERARCHY}/${agencyId}/sweet-shop-cover.webp`, COVER_SVG);
  await tx.insert(categoryStaticPages).values({
    agencyId,
    category: 'sweet-shop',
    title: 'Festive season playbook for sweet shops',
    // Cleaned like every saved page, so the demo shows exactly what the editor would store.
    contentHtml: cleanRichText(SWEET_SHOP_PAGE),
    coverImageUrl: cover.url,
    ctaLabel: 'Talk to our team',
    ctaLink: 'tel:+919000000002',
    createdAt: now,
    updatedAt: now,
  });
  for (const [categoryIndex, category] of DEMO_LINK_CATEGORIES.entries()) {
    const [row] = await tx
      .insert(linkCategories)
      .values({ agencyId, name: category.name, sortOrder: categoryIndex, createdAt: now })
      .returning({ id: linkCategories.id });
    if (!row) throw new Error('demo link category not created');
    await tx.insert(linkTypes).values(
      category.links.map((link, index) => ({
        agencyId,
        linkCategoryId: row.id,
        ...link,
        sortOrder: index,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
}
