// Pictures and profiles for the media tests and measure.ts: a logo, a product shot and a
// portrait drawn from shapes (there are no stock photos here), rendered by resvg.
import { Resvg } from '@resvg/resvg-js';
import type { BrandProfile } from '../../src/areas/cards/media/types';

function png(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/** A square logo on its own colour: a lotus over a bowl, 512 px. */
export function sampleLogo(options: { transparent?: boolean } = {}): Buffer {
  const bg = options.transparent ? '' : '<rect width="512" height="512" fill="#fff4e0"/>';
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${bg}
    <circle cx="256" cy="256" r="200" fill="#b3261e"/>
    <circle cx="256" cy="256" r="176" fill="none" stroke="#ffd27a" stroke-width="10"/>
    <g fill="#ffd27a">
      <path d="M256 120c40 50 40 110 0 160-40-50-40-110 0-160z"/>
      <path d="M256 280c-10-60-50-100-110-110 10 60 50 100 110 110z"/>
      <path d="M256 280c10-60 50-100 110-110-10 60-50 100-110 110z"/>
    </g>
    <path d="M150 300h212c0 60-48 100-106 100s-106-40-106-100z" fill="#fff"/>
    <rect x="180" y="296" width="152" height="10" rx="5" fill="#ffd27a"/>
  </svg>`);
}

/** A product shot: a box of sweets on a warm backdrop, 600 px. */
export function sampleProduct(): Buffer {
  const sweets = [
    [200, 300],
    [300, 300],
    [400, 300],
    [250, 380],
    [350, 380],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="46" fill="#f2b134"/><circle cx="${(x ?? 0) - 12}" cy="${(y ?? 0) - 14}" r="12" fill="#fff3c4" opacity="0.8"/>`,
    )
    .join('');
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe9c7"/><stop offset="1" stop-color="#f7b267"/></linearGradient></defs>
    <rect width="600" height="600" fill="url(#bg)"/>
    <rect x="110" y="220" width="380" height="240" rx="24" fill="#8c1c13"/>
    <rect x="128" y="238" width="344" height="204" rx="16" fill="#c0392b"/>
    ${sweets}
    <path d="M300 120l20 40 44 6-32 30 8 44-40-22-40 22 8-44-32-30 44-6z" fill="#fff" opacity="0.85"/>
  </svg>`);
}

/** A portrait: head and shoulders in a kurta on a soft background, 600 px. */
export function samplePortrait(): Buffer {
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#e8f1ff"/><stop offset="1" stop-color="#8fb3e8"/></radialGradient></defs>
    <rect width="600" height="600" fill="url(#bg)"/>
    <path d="M90 600c10-130 90-190 210-190s200 60 210 190z" fill="#f8f8f2"/>
    <path d="M300 410l-40 190h80z" fill="#e2e2d8"/>
    <path d="M150 600c10-90 40-150 90-175l60 175z" fill="#ff9933"/>
    <rect x="262" y="330" width="76" height="90" rx="30" fill="#b9794e"/>
    <ellipse cx="300" cy="250" rx="92" ry="112" fill="#c68958"/>
    <path d="M206 230c0-80 44-124 96-124 56 0 94 44 94 120-20-40-60-60-96-60-40 0-76 24-94 64z" fill="#2b2b2b"/>
    <path d="M262 318c20 14 56 14 76 0" stroke="#7a3d20" stroke-width="6" fill="none" stroke-linecap="round"/>
    <circle cx="264" cy="250" r="8" fill="#2b2b2b"/><circle cx="336" cy="250" r="8" fill="#2b2b2b"/>
  </svg>`);
}

/** A plain gradient standing in for a post image, of any size. */
export function samplePost(width = 1080, height = 1080): Buffer {
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff9a3c"/><stop offset="0.5" stop-color="#ffcf6b"/><stop offset="1" stop-color="#7b2ff7"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 3}" r="${width / 5}" fill="#fff" opacity="0.5"/>
  </svg>`);
}

export function sampleProfile(overrides: Partial<BrandProfile> = {}): BrandProfile {
  return {
    version: 'v1',
    businessName: 'Sharma मिठाई भंडार',
    categoryName: 'Sweets & Namkeen',
    logo: sampleLogo(),
    phone: '9876543210',
    whatsapp: '9876543210',
    email: 'hello@sharmasweets.in',
    address: 'Shop 12, गांधी चौक, Main Road, Jaipur 302001',
    website: 'https://www.sharmasweets.in',
    cardAddress: 'demo.cardora.app/sharma-sweets',
    colors: { primary: '#b3261e', secondary: '#ffc542' },
    product: { name: 'Kaju Katli Gift Box (1 kg)', pricePaise: 12_500_000, image: sampleProduct() },
    person: { name: 'Rajesh Sharma', designation: 'Ward Councillor, Ward 12', photo: samplePortrait() },
    ...overrides,
  };
}
