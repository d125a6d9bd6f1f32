// Helpers for the customer's greetings journey: a small library of greeting posts made through
// the real management API (the Demo Agency's own posts: it may add exclusive ones), with
// posters drawn by sharp, and a reader for a JPEG's size.
import { istDateOf } from '@cardora/contract';
import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { apiAs } from './support';

export interface LibraryPost {
  title: string;
  category: string;
  subcategory: string;
  /** Days from today (IST); null: any day. */
  inDays: number | null;
  tags?: string[];
  palette: [string, string, string];
  layout?: 'SQUARE' | 'STORY';
}

/** '2026-11-24' plus n days. */
export function addIstDays(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const istToday = () => istDateOf(new Date());

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A festive poster: a glowing gradient, rings of dots, the title; the bottom stays calm for the frame. */
export async function poster(title: string, palette: [string, string, string], layout: 'SQUARE' | 'STORY' = 'SQUARE') {
  const width = 1080;
  const height = layout === 'STORY' ? 1920 : 1080;
  const [base, second, glow] = palette;
  const cy = height * 0.36;
  const dots = Array.from({ length: 36 }, (_, i) => {
    const angle = (i / 36) * Math.PI * 2;
    const r = 300 + (i % 2) * 40;
    return `<circle cx="${540 + Math.cos(angle) * r}" cy="${cy + Math.sin(angle) * r}" r="${i % 2 ? 7 : 11}" fill="${glow}" opacity="0.75"/>`;
  }).join('');
  const words = title.split(' ');
  const half = Math.ceil(words.length / 2);
  const lines = words.length > 2 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [title];
  const text = lines
    .map(
      (line, i) =>
        `<text x="540" y="${cy - (lines.length - 1) * 55 + i * 110 + 30}" text-anchor="middle" font-family="DejaVu Serif" font-weight="bold" font-size="92" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <radialGradient id="g" cx="50%" cy="${(cy / height) * 100}%" r="75%">
        <stop offset="0%" stop-color="${second}"/><stop offset="100%" stop-color="${base}"/>
      </radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="540" cy="${cy}" r="250" fill="none" stroke="${glow}" stroke-width="3" opacity="0.5"/>
    ${dots}
    ${text}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** The JPEG's pixel size, read from its SOF marker. */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG');
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) throw new Error(`bad JPEG marker at ${at}`);
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  throw new Error('no frame header in the JPEG');
}

interface Category {
  imageCategoryId: string;
  name: string;
  editable: boolean;
}
interface Subcategory {
  imageSubcategoryId: string;
  name: string;
  key: string;
}
interface Tag {
  imageTagId: string;
  name: string;
}
interface Post {
  imageId: string;
  title: string | null;
  previewStatus: string;
}

/**
 * Adds the posts (and any category, subcategory or tag they name) as the staff member signed in
 * on `context`, then waits until every preview is made. 'Business Category' subcategories are
 * named by key (e.g. 'sweet-shop'). Returns each post's id by title.
 */
export async function seedGreetingLibrary(
  context: BrowserContext,
  origin: string,
  posts: LibraryPost[],
): Promise<Map<string, string>> {
  const api = await apiAs(context, origin);
  const today = istToday();
  const categories = await api.get<Category[]>('/image-post/image-category');
  const subcategories = new Map<string, Subcategory[]>();
  const subcategoriesOf = async (imageCategoryId: string) => {
    let list = subcategories.get(imageCategoryId);
    if (!list) {
      list = await api.get<Subcategory[]>(`/image-subcategory?imageCategoryId=${imageCategoryId}`);
      subcategories.set(imageCategoryId, list);
    }
    return list;
  };
  // A subcategory of that name under any category of that name (the platform's demo library may
  // have it); else it is added to the agency's own category of that name, made if need be.
  const subcategoryId = async (category: string, name: string) => {
    for (const found of categories.filter((c) => c.name === category)) {
      const match = (await subcategoriesOf(found.imageCategoryId)).find((s) => s.name === name || s.key === name);
      if (match) return match.imageSubcategoryId;
    }
    let own = categories.find((c) => c.name === category && c.editable);
    if (!own) {
      own = await api.post<Category>('/image-post/image-category', { name: category });
      categories.push(own);
    }
    const made = await api.post<Subcategory>(`/image-post/image-category/${own.imageCategoryId}/image-subcategory`, {
      name,
    });
    (await subcategoriesOf(own.imageCategoryId)).push(made);
    return made.imageSubcategoryId;
  };
  const tags = await api.get<Tag[]>('/image-post/image-tag');
  const tagId = async (name: string) => {
    const found = tags.find((t) => t.name === name);
    if (found) return found.imageTagId;
    const made = await api.post<Tag>('/image-post/image-tag', { name });
    tags.push(made);
    return made.imageTagId;
  };

  const ids = new Map<string, string>();
  for (const post of posts) {
    const fields: Record<string, string> = {
      imageSubcategoryId: await subcategoryId(post.category, post.subcategory),
      title: post.title,
      layout: post.layout ?? 'SQUARE',
      language: 'en',
      date: post.inDays === null ? '' : addIstDays(today, post.inDays),
      imageTagIds: (await Promise.all((post.tags ?? []).map(tagId))).join(','),
    };
    const made = await api.upload<Post>('/image-post', fields, {
      name: `${post.title.toLowerCase().replace(/\W+/g, '-')}.jpg`,
      buffer: await poster(post.title, post.palette, post.layout),
    });
    ids.set(post.title, made.imageId);
  }

  // Previews are made in the background: wait for them, so pages show pictures, not placeholders.
  const wanted = [...ids.values()];
  for (let attempt = 0; attempt < 120; attempt++) {
    const list = await api.get<Post[]>(`/image-post/ids?imageIds=${wanted.join(',')}`);
    if (list.every((p) => p.previewStatus !== 'pending')) return ids;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the greeting previews were not made in 30 s');
}

/** A library that fills every part of the customer's page: today, the calendar, the trade, browsing. */
export const DEMO_LIBRARY: LibraryPost[] = [
  {
    title: 'Happy Guru Nanak Jayanti',
    category: 'Festivals',
    subcategory: 'Guru Nanak Jayanti',
    inDays: 0,
    tags: ['festival', 'wishes'],
    palette: ['#3b1d0f', '#d9480f', '#ffd43b'],
  },
  {
    title: 'Good Morning',
    category: 'Daily wishes',
    subcategory: 'Good Morning',
    inDays: 0,
    tags: ['wishes'],
    palette: ['#0b3d2e', '#2b8a3e', '#ffe066'],
  },
  {
    title: 'Happy Diwali',
    category: 'Festivals',
    subcategory: 'Diwali',
    inDays: 1,
    tags: ['festival', 'offer'],
    palette: ['#2b0a3d', '#9c36b5', '#ffd43b'],
  },
  {
    title: 'Shubh Deepavali',
    category: 'Festivals',
    subcategory: 'Diwali',
    inDays: 1,
    tags: ['festival'],
    palette: ['#4a0e0e', '#e03131', '#ffe066'],
  },
  {
    title: 'Bhai Dooj wishes',
    category: 'Festivals',
    subcategory: 'Bhai Dooj',
    inDays: 3,
    tags: ['festival', 'wishes'],
    palette: ['#0b2545', '#1c7ed6', '#ffd8a8'],
  },
  {
    title: 'Chhath Puja',
    category: 'Festivals',
    subcategory: 'Chhath Puja',
    inDays: 6,
    tags: ['festival'],
    palette: ['#5c2b00', '#f76707', '#fff3bf'],
  },
  {
    title: 'Merry Christmas',
    category: 'Festivals',
    subcategory: 'Christmas',
    inDays: 12,
    tags: ['festival', 'wishes'],
    palette: ['#0b3d20', '#c92a2a', '#ffffff'],
  },
  {
    title: 'Happy New Year',
    category: 'Festivals',
    subcategory: 'New Year',
    inDays: 20,
    tags: ['wishes'],
    palette: ['#10142e', '#3b5bdb', '#ffd43b'],
  },
  {
    title: 'Fresh sweets every day',
    category: 'Business Category',
    subcategory: 'sweet-shop',
    inDays: null,
    tags: ['offer'],
    palette: ['#5f1d3c', '#d6336c', '#ffe3e3'],
  },
  {
    title: 'Festive sweet boxes',
    category: 'Business Category',
    subcategory: 'sweet-shop',
    inDays: null,
    tags: ['offer'],
    palette: ['#3d2a00', '#e67700', '#fff3bf'],
  },
  {
    title: 'Have a great week',
    category: 'Daily wishes',
    subcategory: 'Good Morning',
    inDays: null,
    tags: ['wishes'],
    palette: ['#082f49', '#0c8599', '#c3fae8'],
  },
  {
    title: 'Thank you customers',
    category: 'Daily wishes',
    subcategory: 'Thank you',
    inDays: null,
    tags: ['wishes'],
    palette: ['#1b1b3a', '#5f3dc4', '#e5dbff'],
  },
];
