// The Demo Agency's UI customisation: an indigo theme with a logo, a festive
// banner on the customer's home, one on the greetings page and a WhatsApp banner on both. The images are drawn
// here as SVG and stored as WebP under ui-customisation/<agencyId>/, like the admin's uploads.
import { addDays, istDateOf, type TAgencyTheme } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { agencies, uiCustomisationItems } from '../db/schema';
import type { Storage } from '../lib/storage';
import { putSvg } from './demo-cards';

const FONT = 'DejaVu Sans, Arial, sans-serif';

function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#312e81"/></linearGradient></defs>
  <rect width="256" height="256" rx="56" fill="url(#g)"/>
  <rect x="52" y="78" width="152" height="100" rx="16" fill="#ffffff"/>
  <circle cx="92" cy="118" r="18" fill="#c7d2fe"/>
  <rect x="120" y="106" width="64" height="10" rx="5" fill="#4338ca"/>
  <rect x="120" y="126" width="44" height="10" rx="5" fill="#a5b4fc"/>
  <rect x="72" y="150" width="112" height="10" rx="5" fill="#e0e7ff"/>
</svg>`;
}

/** A festive banner: diyas and lights on deep indigo; the title and text are drawn by the panel over it. */
function festiveSvg(): string {
  const lights = Array.from({ length: 18 }, (_, i) => {
    const x = 40 + i * 64;
    const y = 36 + Math.sin(i * 0.9) * 14;
    const colour = ['#fbbf24', '#f472b6', '#a5b4fc'][i % 3];
    return `<circle cx="${x}" cy="${y.toFixed(1)}" r="7" fill="${colour}" opacity="0.9"/>`;
  }).join('');
  const diya = (x: number, scale: number) =>
    `<g transform="translate(${x} 300) scale(${scale})"><path d="M-60 0 Q0 70 60 0 Z" fill="#f59e0b"/><path d="M-60 0 Q0 30 60 0" fill="#b45309"/><path d="M0 -70 Q18 -40 0 -14 Q-18 -40 0 -70 Z" fill="#fde68a"/><path d="M0 -58 Q9 -40 0 -22 Q-9 -40 0 -58 Z" fill="#f97316"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#312e81"/><stop offset="0.6" stop-color="#4c1d95"/><stop offset="1" stop-color="#831843"/></linearGradient>
  <radialGradient id="glow" cx="0.82" cy="0.7" r="0.5"><stop offset="0" stop-color="#fbbf24" stop-opacity="0.45"/><stop offset="1" stop-color="#fbbf24" stop-opacity="0"/></radialGradient></defs>
  <rect width="1200" height="400" fill="url(#bg)"/>
  <rect width="1200" height="400" fill="url(#glow)"/>
  <path d="M0 40 Q300 70 600 40 T1200 40" stroke="#fde68a" stroke-width="2" fill="none" opacity="0.6"/>
  ${lights}
  ${diya(880, 1.1)}${diya(1010, 0.8)}${diya(1110, 0.6)}
</svg>`;
}

/** A banner that says it all in the image (shown only-logo): the greeting library's news. */
function greetingsSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff7ed"/><stop offset="1" stop-color="#ffe4e6"/></linearGradient></defs>
  <rect width="1200" height="300" fill="url(#bg)"/>
  <circle cx="1080" cy="60" r="140" fill="#fecdd3" opacity="0.6"/>
  <circle cx="980" cy="260" r="90" fill="#fed7aa" opacity="0.7"/>
  <g transform="translate(930 70)"><rect width="150" height="150" rx="22" fill="#ffffff" stroke="#fda4af" stroke-width="4"/><circle cx="75" cy="62" r="28" fill="#fb7185"/><rect x="30" y="104" width="90" height="12" rx="6" fill="#f97316"/><rect x="45" y="124" width="60" height="8" rx="4" fill="#fdba74"/></g>
  <text x="70" y="130" font-family="${FONT}" font-size="58" font-weight="bold" fill="#9f1239">New: festival greetings</text>
  <text x="70" y="190" font-family="${FONT}" font-size="32" fill="#7c2d12">Branded with your logo and card link, every morning</text>
</svg>`;
}

/** WhatsApp sharing, drawn as a phone with a chat bubble (style-2: the image sits beside the text). */
function shareTileSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ecfdf5"/><stop offset="1" stop-color="#d1fae5"/></linearGradient></defs>
  <rect width="600" height="400" fill="url(#bg)"/>
  <rect x="220" y="60" width="160" height="290" rx="26" fill="#064e3b"/>
  <rect x="232" y="84" width="136" height="236" rx="10" fill="#ffffff"/>
  <rect x="246" y="104" width="96" height="34" rx="12" fill="#bbf7d0"/>
  <rect x="262" y="150" width="92" height="34" rx="12" fill="#dcfce7"/>
  <rect x="246" y="196" width="108" height="60" rx="12" fill="#e0e7ff"/>
  <circle cx="450" cy="110" r="46" fill="#22c55e"/>
  <path d="M430 110 l14 14 l26 -28" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;
}

export const DEMO_UI_THEME = (logoUrl: string): TAgencyTheme => ({
  // White text on indigo 700 is 7.9:1 and on indigo 950 16:1: both well past WCAG AA.
  primaryColor: '#4338ca',
  secondaryColor: '#1e1b4b',
  logoUrl,
  appName: null,
  faviconUrl: logoUrl,
  loginBackgroundUrl: null,
});

export async function seedDemoUiCustomisation(tx: Tx, storage: Storage, agencyId: string, now: Date): Promise<void> {
  const dir = `ui-customisation/${agencyId}`;
  const logo = await putSvg(storage, `${dir}/demo-logo.webp`, logoSvg());
  const festive = await putSvg(storage, `${dir}/demo-festive-banner.webp`, festiveSvg());
  const greetings = await putSvg(storage, `${dir}/demo-greetings-banner.webp`, greetingsSvg());
  const share = await putSvg(storage, `${dir}/demo-share-tile.webp`, shareTileSvg());
  await tx
    .update(agencies)
    .set({ theme: DEMO_UI_THEME(logo.url) })
    .where(eq(agencies.id, agencyId));

  const today = istDateOf(now);
  const common = { agencyId, createdAt: now, updatedAt: now };
  await tx.insert(uiCustomisationItems).values([
    {
      ...common,
      kind: 'BANNER',
      placement: 'HOME_PAGE',
      style: 'style-1',
      height: 'HEIGHT-2',
      displayMode: 'all-details',
      title: 'Festive offer: 20% off yearly plans',
      subtitle: 'Renew your card before the festival and share your greetings all season.',
      buttonLabel: 'See plans',
      imageUrl: festive.url,
      linkUrl: 'https://www.example.com/festive-offer',
      sortOrder: 0,
      startDate: today,
      endDate: addDays(today, 60),
    },
    {
      ...common,
      kind: 'BANNER',
      placement: 'COMMON',
      style: 'style-2',
      height: 'HEIGHT-1',
      displayMode: 'all-details',
      title: 'Share your card on WhatsApp',
      subtitle: 'One tap sends your digital card to every customer.',
      buttonLabel: 'How it works',
      imageUrl: share.url,
      linkUrl: 'https://www.example.com/whatsapp-guide',
      sortOrder: 1,
    },
    {
      ...common,
      kind: 'BANNER',
      placement: 'GREETING_IMAGE_PAGE',
      style: 'style-1',
      // The image is 4:1, as a slim strip is on a phone: nothing of its text is cropped.
      height: 'HEIGHT-1',
      displayMode: 'only-logo',
      title: 'New: festival greetings',
      imageUrl: greetings.url,
      linkUrl: null,
      sortOrder: 2,
    },
  ]);
}
