/** @jsxRuntime automatic @jsxImportSource react */
import { CARD_SECTIONS, CARD_TEMPLATE_IDS, DEFAULT_SECTION_HEADINGS, type TCardView } from '@cardora/contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardPage } from './card-page';
import { renderCardPageHtml, renderStatusPageHtml } from './document';
import { richCardView } from './fixtures';
import { isAllowedHref } from './format';
import { CARD_SCRIPT } from './script';
import { CARD_CSS } from './styles';

const URL = 'https://demo.example.in/sharma-sweets';
const QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';

function page(view: TCardView = richCardView(), beaconScript = true): string {
  return renderCardPageHtml(view, { qrSvg: QR, canonicalUrl: URL, ogImageUrl: `${URL}/photo.webp`, beaconScript });
}

function hrefs(html: string): string[] {
  return Array.from(html.matchAll(/\shref="([^"]*)"/g), (match) => (match[1] ?? '').replace(/&amp;/g, '&'));
}

function scripts(html: string): string[] {
  return Array.from(html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g), (match) => match[0]);
}

describe('renderCardPageHtml', () => {
  const html = page();

  it('is a complete document with SEO, social tags, canonical and theme colour', () => {
    expect(html.startsWith('<!doctype html><html lang="en"><head><meta charset="utf-8">')).toBe(true);
    expect(html).toContain('<title>Aarav Sharma · Sharma Sweets</title>');
    expect(html).toContain(`<link rel="canonical" href="${URL}">`);
    expect(html).toContain('<meta name="theme-color" content="#c2410c">');
    expect(html).toContain('<meta property="og:title" content="Aarav Sharma · Sharma Sweets">');
    expect(html).toContain(`<meta property="og:url" content="${URL}">`);
    expect(html).toContain(`<meta property="og:image" content="${URL}/photo.webp">`);
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toMatch(/<meta name="description" content="Since 1986 our family has made pure desi ghee/);
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Sharma Sweets',
      telephone: '+919876543210',
      url: URL,
      foundingDate: '1986',
      address: { streetAddress: 'Shop 4, Laxmi Market, Station Road, Andheri West, Mumbai 400058' },
    });
  });

  it('uses the SEO title and description when set', () => {
    const view = richCardView();
    view.sections.settings.seoTitle = 'Best sweets in Andheri';
    view.sections.settings.seoDescription = 'Kaju katli & more';
    const out = page(view);
    expect(out).toContain('<title>Best sweets in Andheri</title>');
    expect(out).toContain('<meta name="description" content="Kaju katli &amp; more">');
  });

  it('renders every section with its default heading', () => {
    for (const section of CARD_SECTIONS)
      expect(html).toContain(`<h2>${DEFAULT_SECTION_HEADINGS[section]}</h2>`.replace('&', '&amp;'));
    // hero
    expect(html).toContain('Aarav Sharma</h1>');
    expect(html).toContain('Founder &amp; Head Halwai');
    expect(html).toContain('<li>Sweet Shop</li>');
    expect(html).toContain('<li>Since 1986</li>');
    // actions
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).toContain('href="https://wa.me/919876543210"');
    expect(html).toContain('href="mailto:orders@sharmasweets.in"');
    expect(html).toContain('href="/sharma-sweets.vcf"');
    // payment
    expect(html).toContain('href="upi://pay?pa=sharmasweets%40okhdfcbank&amp;pn=Sharma%20Sweets&amp;cu=INR"');
    expect(html).toContain('data-copy="50200012345678"');
    expect(html).toContain('HDFC0001234');
    // videos: thumbnails that link to YouTube, no iframe until clicked
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain('src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"');
    expect(html).not.toContain('<iframe');
    // gallery, about, products
    expect(html).toContain('src="/c/img/480/business/demo/gallery-1.webp"');
    expect(html).toContain('href="/uploads/business/demo/gallery-1.webp"');
    expect(html).toContain('src="/c/img/240/business/demo/photo.webp"');
    // Responsive images: a phone at 1x takes the 240 px tile, a 3x one the 480 px; products by density.
    expect(html).toContain(
      'srcSet="/c/img/240/business/demo/gallery-2.webp 240w, /c/img/480/business/demo/gallery-2.webp 480w" sizes="(min-width:480px) 204px,45vw"',
    );
    expect(html).toContain('src="/c/img/112/business/demo/kaju.webp" srcSet="/c/img/240/business/demo/kaju.webp 2x"');
    expect(html).toContain('<strong>pure desi ghee</strong>');
    expect(html).toContain('<em>same-day</em>');
    expect(html).toContain('₹2,450.50');
    expect(html).toContain('₹15,00,000');
    expect(html).toContain(
      `href="https://wa.me/919876543210?text=${encodeURIComponent('Hi, I am interested in Kaju Katli (500 g).')}"`,
    );
    // links
    expect(html).toContain('href="https://instagram.com/sharmasweets"');
    expect(html).toContain('href="tel:+919812345678"');
    expect(html).toContain('Every day 8 am – 10 pm');
    // QR, share, footer
    expect(html).toContain(QR);
    expect(html).toContain('href="/sharma-sweets/qr.png"');
    expect(html).toContain(
      `href="https://wa.me/?text=${encodeURIComponent(`Sharma Sweets: my digital business card ${URL}`)}"`,
    );
    expect(html).toContain('Made with <strong>Demo Agency</strong>');
  });

  it('gives the full-width first photo of an odd gallery the wide srcset (480 and 960 px)', () => {
    const view = richCardView();
    const images = view.sections.gallery.images.slice(0, 3);
    const html = page({ ...view, sections: { ...view.sections, gallery: { ...view.sections.gallery, images } } });
    expect(html).toContain(
      'srcSet="/c/img/480/business/demo/gallery-1.webp 480w, /c/img/960/business/demo/gallery-1.webp 960w" sizes="(min-width:480px) 416px,85vw"',
    );
    expect(html).toContain('srcSet="/c/img/240/business/demo/gallery-2.webp 240w');
  });

  it('buttons that need JavaScript are hidden until the script shows them', () => {
    expect(html).toMatch(/<button type="button" class="btn pri" hidden="" data-js="" data-share=/);
    expect(html).toMatch(/<button type="button" class="copy" aria-label="Copy UPI ID" hidden="" data-js=""/);
    expect(html).toContain('<body data-card="sharma-sweets" data-beacon>');
    expect(page(richCardView(), false)).toContain('<body data-card="sharma-sweets">');
    expect(CARD_SCRIPT.length).toBeLessThan(2048);
    expect(html).toContain(`<script>${CARD_SCRIPT}</script>`);
  });

  it('hides hidden sections and renames headings', () => {
    for (const section of CARD_SECTIONS.filter((s) => s !== 'basicDetails')) {
      const view = richCardView();
      view.sections.settings.hiddenSections = [section];
      const out = page(view);
      expect(out, section).not.toContain(`<h2>${DEFAULT_SECTION_HEADINGS[section].replace('&', '&amp;')}</h2>`);
    }
    const view = richCardView();
    view.sections.settings.hiddenSections = [
      'products',
      'gallery',
      'youtubeVideos',
      'paymentOptions',
      'links',
      'aboutUs',
    ];
    const out = page(view);
    for (const gone of [
      'Kaju Katli',
      'gallery-1.webp',
      'i.ytimg.com',
      'upi://',
      'instagram.com/sharmasweets',
      'desi ghee</strong>',
    ]) {
      expect(out, gone).not.toContain(gone);
    }
    // basic details always show
    view.sections.settings.hiddenSections = ['basicDetails'];
    expect(page(view)).toContain('<h2>Contact</h2>');

    const renamed = richCardView();
    renamed.sections.settings.headings = { products: 'Our mithai', aboutUs: 'Our story', basicDetails: 'Reach us' };
    const out2 = page(renamed);
    expect(out2).toContain('<h2>Our mithai</h2>');
    expect(out2).toContain('<h2>Our story</h2>');
    expect(out2).toContain('<h2>Reach us</h2>');
    expect(out2).not.toContain('Products &amp; services');
  });

  it('drops unsafe URLs: only http, https, tel, mailto, upi and our own paths survive', () => {
    const view = richCardView();
    const basic = view.sections.basicDetails;
    if (!basic) throw new Error('fixture has basic details');
    basic.website = 'javascript:alert(1)';
    basic.mapLink = 'data:text/html,<script>alert(1)</script>';
    basic.logoUrl = 'javascript:alert(1)';
    basic.photoUrl = 'https://evil.example/track.gif';
    basic.email = 'x@y.in" onmouseover="alert(1)';
    view.sections.links.links = [
      { type: 'url', label: 'Bad', value: 'javascript:alert(document.cookie)' },
      { type: 'url', label: 'Data', value: 'data:text/html;base64,PHNjcmlwdD4=' },
      { type: 'url', label: 'Ok', value: 'https://ok.example.in' },
    ];
    view.sections.gallery.images = [{ url: '/uploads/../../etc/passwd', caption: 'x' }];
    view.sections.youtubeVideos.videos = [{ url: 'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ', title: 't' }];
    const out = page(view);
    expect(out).not.toMatch(/javascript:/i);
    expect(out).not.toContain('data:text/html');
    expect(out).not.toContain('evil.example');
    expect(out).not.toContain('onmouseover="');
    expect(out).not.toContain('/etc/passwd');
    // '#i-…' are icons of the page's own sprite; 'data:,' is the empty tab icon (no image on the card).
    for (const href of hrefs(out).filter((h) => !h.startsWith('#i-') && h !== 'data:,')) {
      expect(isAllowedHref(href), href).toBe(true);
    }
    expect(out).toContain('href="https://ok.example.in/"');
  });

  it('escapes a script payload in every text field, in the HTML and the JSON-LD', () => {
    const payloads = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'];
    for (const payload of payloads) {
      const view = poison(richCardView(), payload);
      const out = page(view);
      expect(out).not.toContain('<script>alert(1)');
      expect(out).not.toContain('<img src=x');
      expect(out).not.toMatch(/javascript:/i);
      expect(scripts(out)).toHaveLength(2);
      const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
      expect(ld).not.toContain('<');
      expect(JSON.stringify(JSON.parse(ld))).toContain(JSON.stringify(payload).slice(1, -1));
      // The payload text is still shown, escaped.
      expect(out).toContain(
        payload.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
      );
    }
  });

  // 36 KB since the Exchange contact and feedback forms (~4.5 KB with their CSS) came onto the page.
  it('stays under 36 KB of HTML and CSS in every template and style', () => {
    for (const templateId of CARD_TEMPLATE_IDS) {
      for (const style of ['style-1', 'style-2'] as const) {
        const view = richCardView();
        view.sections.template = { ...view.sections.template, templateId, style };
        const out = page(view);
        expect(out, `${templateId} ${style}`).toContain(
          `class="cd t-${templateId} ${style === 'style-2' ? 's2' : 's1'}"`,
        );
        expect(new TextEncoder().encode(out).length, `${templateId} ${style}`).toBeLessThan(36 * 1024);
      }
    }
  });

  it('falls back to safe colours when a colour is not a hex value', () => {
    const view = richCardView();
    view.sections.template.primaryColor = 'red;background:url(javascript:alert(1))';
    const out = page(view);
    expect(out).toContain('--p:#1e63d6');
    expect(out).not.toContain('javascript');
  });
});

describe('CardPage in the editor preview', () => {
  it('renders the same sections with inert links, its own stylesheet and no beacons', () => {
    const html = renderToString(<CardPage view={richCardView()} mode="preview" />);
    expect(html).toContain('<style>');
    expect(html).toContain('Kaju Katli (500 g)');
    expect(html).not.toMatch(/<a [^>]*href=/);
    expect(html).not.toContain('data-a=');
    expect(html).not.toMatch(/hidden=""/);
  });

  it('scopes every rule of its stylesheet under .cd, so the editor page is untouched', () => {
    const selectors = Array.from(CARD_CSS.matchAll(/([^{}]+)\{[^{}]*\}/g), (match) => match[1] ?? '');
    expect(selectors.length).toBeGreaterThan(100);
    for (const group of selectors) {
      const list = group.replace(/^@media[^{]*\{/, '');
      for (const selector of list.split(/,(?![^(]*\))/)) expect(selector, group).toMatch(/^(\.cd\b|:where\(\.cd\))/);
    }
  });

  it('renders half-typed editor data without throwing', () => {
    const view = richCardView();
    const basic = view.sections.basicDetails;
    if (!basic) throw new Error('fixture has basic details');
    view.sections.basicDetails = {
      ...basic,
      name: '',
      companyName: '',
      phoneNumbers: [],
      whatsappNumber: '+9',
      email: 'a@',
    };
    view.sections.products.products = [
      { productId: 'p', name: '', priceInPaise: Number.NaN, imageUrl: null, description: null, enquiryEnabled: true },
    ];
    view.sections.links.links = [
      { type: 'url', label: '', value: '' },
      { type: 'tel', label: 'x', value: '' },
    ];
    view.sections.youtubeVideos.videos = [{ url: '', title: null }];
    view.sections.template.primaryColor = '#12';
    const html = renderToString(<CardPage view={view} mode="preview" />);
    expect(html).toContain('class="cd t-classic s1 pv"');
    expect(html).not.toContain('NaN');
  });

  it('shows a placeholder before basic details are filled', () => {
    const view = richCardView();
    view.sections.basicDetails = null;
    const html = renderToString(<CardPage view={view} mode="preview" />);
    expect(html).toContain('Fill in the basic details');
  });
});

describe('renderStatusPageHtml', () => {
  it.each([
    ['not-found', 'We could not find this card', 'Create your own digital card'],
    ['inactive', 'This card is not active', 'Create your own digital card'],
    ['expired', 'This card has expired', 'Sign in to renew'],
    ['coming-soon', 'This card is coming soon', 'Is this your card? Sign in to finish it'],
  ] as const)('%s', (status, title, action) => {
    const html = renderStatusPageHtml({ status, agencyName: '<b>Acme</b>' });
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain('&lt;b&gt;Acme&lt;/b&gt;');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(renderStatusPageHtml({ status, agencyName: 'A', primaryColor: '#c2410c' })).toContain('--p:#c2410c');
    expect(renderStatusPageHtml({ status, agencyName: 'A', primaryColor: 'red;}</style>' })).toContain('--p:#1e63d6');
    expect(html).toContain(`<a href="/panel/login">${action}</a>`);
  });
});

/** Every free-text field of the card set to `payload` (URLs, phones and enums stay valid). */
function poison(view: TCardView, payload: string): TCardView {
  const s = view.sections;
  const basic = s.basicDetails;
  if (!basic) throw new Error('fixture has basic details');
  return {
    ...view,
    businessName: payload,
    categoryName: payload,
    agencyName: payload,
    sections: {
      ...s,
      basicDetails: { ...basic, name: payload, designation: payload, companyName: payload, address: payload },
      paymentOptions: {
        ...s.paymentOptions,
        upiPayeeName: payload,
        bank: s.paymentOptions.bank && {
          ...s.paymentOptions.bank,
          accountName: payload,
          bankName: payload,
          branch: payload,
        },
      },
      youtubeVideos: { videos: s.youtubeVideos.videos.map((video) => ({ ...video, title: payload })) },
      gallery: { images: s.gallery.images.map((image) => ({ ...image, caption: payload })) },
      aboutUs: { ...s.aboutUs, text: `${payload}\n**${payload}** _${payload}_` },
      products: {
        products: s.products.products.map((product) => ({ ...product, name: payload, description: payload })),
      },
      links: {
        links: [
          ...s.links.links.map((link) => ({ ...link, label: payload })),
          { type: 'text', label: payload, value: payload },
        ],
      },
      settings: {
        ...s.settings,
        seoTitle: payload,
        seoDescription: payload,
        headings: Object.fromEntries(CARD_SECTIONS.map((section) => [section, payload])),
      },
    },
  };
}
