// The demo cards: Sharma Sweets (every section filled, gallery images generated with sharp
// and written through Storage) and Lakeside Studio; two weeks of analytics for the first.
import {
  type TCardSections,
  ZCardAboutUs,
  ZCardBasicDetails,
  ZCardGallery,
  ZCardLinks,
  ZCardPaymentOptions,
  ZCardProducts,
  ZCardSecondLanguage,
  ZCardSettings,
  ZCardTeam,
  ZCardTemplate,
  ZCardYoutubeVideos,
} from '@cardora/contract';
import sharp from 'sharp';
import type { Storage } from '../lib/storage';

interface Tile {
  slug: string;
  title: string;
  subtitle: string;
  from: string;
  to: string;
}

const SWEET_TILES: Tile[] = [
  { slug: 'kaju-katli', title: 'Kaju Katli', subtitle: 'Silver-leaf cashew fudge', from: '#f6d365', to: '#fda085' },
  {
    slug: 'motichoor-laddoo',
    title: 'Motichoor Laddoo',
    subtitle: 'Pure ghee, made daily',
    from: '#f7971e',
    to: '#ffd200',
  },
  { slug: 'rasgulla', title: 'Rasgulla', subtitle: 'Soft, spongy, chilled', from: '#fbc2eb', to: '#a6c1ee' },
  { slug: 'ghewar', title: 'Ghewar', subtitle: 'A Jaipur monsoon classic', from: '#c94b4b', to: '#f3a15a' },
];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function tileSvg(tile: Tile, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${tile.from}"/><stop offset="1" stop-color="${tile.to}"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.32}" fill="#ffffff" fill-opacity="0.18"/>
  <circle cx="${width * 0.12}" cy="${height * 0.92}" r="${height * 0.28}" fill="#ffffff" fill-opacity="0.12"/>
  <text x="50%" y="52%" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="${Math.round(width / 11)}" font-weight="bold" fill="#4a2511">${escapeXml(tile.title)}</text>
  <text x="50%" y="66%" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(width / 26)}" fill="#5d3a1a">${escapeXml(tile.subtitle)}</text>
</svg>`;
}

function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8751a"/><stop offset="1" stop-color="#7a3e12"/></linearGradient></defs>
  <circle cx="200" cy="200" r="196" fill="url(#g)"/>
  <circle cx="200" cy="200" r="170" fill="none" stroke="#fbe3c4" stroke-width="6"/>
  <text x="50%" y="58%" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="150" font-weight="bold" fill="#fff7ec">SS</text>
</svg>`;
}

export interface DemoImage {
  key: string;
  url: string;
  sizeBytes: number;
  width: number;
  height: number;
}

export async function putSvg(storage: Storage, key: string, svg: string): Promise<DemoImage> {
  const { data, info } = await sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer({ resolveWithObject: true });
  await storage.put(key, data, 'image/webp');
  return { key, url: storage.url(key), sizeBytes: data.length, width: info.width, height: info.height };
}

/** Writes the Sharma Sweets images (logo and gallery) under business/<businessId>/. */
export async function writeSharmaSweetsImages(
  storage: Storage,
  businessId: string,
): Promise<{ logoUrl: string; gallery: { url: string; caption: string; slug: string }[]; files: DemoImage[] }> {
  const logo = await putSvg(storage, `business/${businessId}/logo.webp`, logoSvg());
  const files = [logo];
  const gallery = [];
  for (const tile of SWEET_TILES) {
    const image = await putSvg(storage, `business/${businessId}/${tile.slug}.webp`, tileSvg(tile, 800, 600));
    files.push(image);
    gallery.push({ url: image.url, caption: `${tile.title}: ${tile.subtitle.toLowerCase()}`, slug: tile.slug });
  }
  return { logoUrl: logo.url, gallery, files };
}

export function sharmaSweetsSections(images: Awaited<ReturnType<typeof writeSharmaSweetsImages>>): TCardSections {
  const imageOf = (slug: string) => images.gallery.find((g) => g.slug === slug)?.url ?? null;
  return {
    basicDetails: ZCardBasicDetails.parse({
      salutation: 'Mr.',
      name: 'Aarav Sharma',
      designation: 'Founder',
      companyName: 'Sharma Sweets',
      businessType: 'Retailer',
      phoneNumbers: ['+919876543210', '+919829012345'],
      whatsappNumber: '+919876543210',
      email: 'orders@sharmasweets.example.com',
      address: '12, Johari Bazaar, near Hawa Mahal, Jaipur, Rajasthan 302003',
      mapLink: 'https://maps.google.com/?q=Johari+Bazaar+Jaipur',
      website: 'https://sharmasweets.example.com',
      logoUrl: images.logoUrl,
      photoUrl: null,
    }),
    paymentOptions: ZCardPaymentOptions.parse({
      upiId: 'sharmasweets@okicici',
      upiPayeeName: 'Sharma Sweets',
      bank: {
        accountName: 'Sharma Sweets',
        accountNumber: '123456789012',
        ifsc: 'ICIC0001234',
        bankName: 'ICICI Bank',
        branch: 'MI Road, Jaipur',
      },
    }),
    youtubeVideos: ZCardYoutubeVideos.parse({
      videos: [
        { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'How we make Kaju Katli' },
        { url: 'https://youtu.be/9bZkp7q19f0', title: 'Diwali gift boxes 2026' },
      ],
    }),
    template: ZCardTemplate.parse({
      templateId: 'classic',
      primaryColor: '#e8751a',
      secondaryColor: '#5d3a1a',
      style: 'style-1',
    }),
    gallery: ZCardGallery.parse({ images: images.gallery.map(({ url, caption }) => ({ url, caption })) }),
    aboutUs: ZCardAboutUs.parse({
      text:
        'Sharma Sweets has made **pure desi ghee** mithai in the heart of Jaipur since 1986.\n' +
        'Three generations, one recipe book: _fresh every morning_, no preservatives.\n' +
        'We deliver across Jaipur and ship dry sweets all over India.',
      yearEstablished: 1986,
    }),
    products: ZCardProducts.parse({
      products: [
        {
          productId: 'kaju-katli',
          name: 'Kaju Katli (1 kg)',
          priceInPaise: 90_000,
          imageUrl: imageOf('kaju-katli'),
          description: 'Cashew fudge with silver leaf.',
        },
        {
          productId: 'motichoor-laddoo',
          name: 'Motichoor Laddoo (1 kg)',
          priceInPaise: 56_000,
          imageUrl: imageOf('motichoor-laddoo'),
          description: 'Fried gram-flour pearls in pure ghee.',
        },
        {
          productId: 'rasgulla',
          name: 'Rasgulla (tin of 16)',
          priceInPaise: 40_000,
          imageUrl: imageOf('rasgulla'),
          description: null,
        },
        {
          productId: 'ghewar',
          name: 'Malai Ghewar (per piece)',
          priceInPaise: 35_000,
          imageUrl: imageOf('ghewar'),
          description: 'Seasonal: Teej and Raksha Bandhan.',
        },
        {
          productId: 'gift-box',
          name: 'Festive gift box',
          priceInPaise: null,
          imageUrl: null,
          description: 'Assorted sweets; ask us for prices.',
        },
      ],
    }),
    links: ZCardLinks.parse({
      links: [
        { type: 'tel', label: 'Order line', value: '+919829012345' },
        { type: 'email', label: 'Bulk orders', value: 'bulk@sharmasweets.example.com' },
        { type: 'url', label: 'Instagram', value: 'https://instagram.com/sharmasweets.example' },
        { type: 'text', label: 'Opening hours', value: 'Every day, 8 am to 10 pm' },
      ],
    }),
    settings: ZCardSettings.parse({
      hiddenSections: [],
      headings: { products: 'Our sweets' },
      seoTitle: 'Sharma Sweets, Jaipur: pure ghee mithai since 1986',
      seoDescription:
        'Kaju katli, laddoo, rasgulla and ghewar from Johari Bazaar, Jaipur. Order on WhatsApp or call us.',
      showSaveContact: true,
    }),
    secondLanguage: ZCardSecondLanguage.parse({}),
    // docs/product-rules.md#staff-cards: the counter's two people, each with a page of their own.
    team: ZCardTeam.parse({
      members: [
        {
          memberId: 'demo-priya',
          slug: 'priya',
          name: 'Priya Sharma',
          designation: 'Orders & gift boxes',
          phoneNumber: '+919876543211',
          whatsappNumber: '+919876543211',
          email: 'priya@sharmasweets.example',
        },
        {
          memberId: 'demo-rohit',
          slug: 'rohit',
          name: 'Rohit Verma',
          designation: 'Weddings & catering',
          phoneNumber: '+919876543212',
          whatsappNumber: '+919876543212',
        },
      ],
    }),
  };
}

export function lakesideStudioSections(): TCardSections {
  return {
    basicDetails: ZCardBasicDetails.parse({
      salutation: 'Ms.',
      name: 'Maya Collins',
      designation: 'Photographer',
      companyName: 'Lakeside Studio',
      businessType: 'Service provider',
      phoneNumbers: ['+447700900123'],
      email: 'demo.foreign@example.com',
      address: 'Lakeside Road, Windermere, UK',
      website: 'https://lakeside-studio.example.com',
    }),
    paymentOptions: ZCardPaymentOptions.parse({}),
    youtubeVideos: { videos: [] },
    template: ZCardTemplate.parse({ templateId: 'minimal', primaryColor: '#2f6f8f', secondaryColor: '#10252f' }),
    gallery: { images: [] },
    aboutUs: ZCardAboutUs.parse({ text: 'Portraits, weddings and landscapes by the lake.', yearEstablished: 2012 }),
    products: { products: [] },
    links: ZCardLinks.parse({
      links: [{ type: 'url', label: 'Portfolio', value: 'https://lakeside-studio.example.com/work' }],
    }),
    settings: ZCardSettings.parse({ seoTitle: 'Lakeside Studio: photography in Windermere' }),
    secondLanguage: ZCardSecondLanguage.parse({}),
    team: { members: [] },
  };
}

/** Two weeks of believable views and clicks, so the insights chart has something to show. */
export function demoAnalytics(
  agencyId: string,
  cardNo: number,
  now: Date,
): {
  agencyId: string;
  cardNo: number;
  kind: 'view' | 'click';
  action: string | null;
  target: string | null;
  visitorHash: string;
  createdAt: Date;
}[] {
  const rows = [];
  const actions = ['call', 'whatsapp', 'map', 'save-contact', 'upi', 'website'];
  for (let day = 13; day >= 0; day--) {
    const views = 6 + ((day * 7) % 11);
    for (let i = 0; i < views; i++) {
      const createdAt = new Date(now.getTime() - day * 86_400_000 - (i + 1) * 600_000);
      const visitorHash = `demo-${day}-${i % Math.max(3, views - 2)}`;
      rows.push({ agencyId, cardNo, kind: 'view' as const, action: null, target: null, visitorHash, createdAt });
      if (i % 3 === 0) {
        const action = actions[(day + i) % actions.length] ?? 'call';
        rows.push({ agencyId, cardNo, kind: 'click' as const, action, target: null, visitorHash, createdAt });
      }
    }
  }
  return rows;
}
