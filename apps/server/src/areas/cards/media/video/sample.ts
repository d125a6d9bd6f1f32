// Sample values for a template's preview render: a demo sweet shop with a logo and three
// photos drawn here from shapes (there are no stock photos), Hindi and English text, so a
// staff member sees Devanagari shaping and Latin side by side before publishing.
import { Resvg } from '@resvg/resvg-js';
import type { TemplateVideoInput } from './render';

function png(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/** A cut-out round emblem: a lotus over a bowl of sweets in a gold ring, 512 px, transparent corners. */
export function sampleVideoLogo(): Buffer {
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
    <defs>
      <radialGradient id="disc" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#d63a2f"/><stop offset="1" stop-color="#8e1510"/></radialGradient>
      <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe08a"/><stop offset="1" stop-color="#e7a525"/></linearGradient>
    </defs>
    <circle cx="256" cy="256" r="244" fill="#fff8ec"/>
    <circle cx="256" cy="256" r="226" fill="url(#disc)"/>
    <circle cx="256" cy="256" r="204" fill="none" stroke="url(#gold)" stroke-width="9"/>
    <circle cx="256" cy="256" r="188" fill="none" stroke="#ffd27a" stroke-width="2" stroke-dasharray="6 10"/>
    <g fill="url(#gold)">
      <path d="M256 96c44 52 44 116 0 168-44-52-44-116 0-168z"/>
      <path d="M256 268c-8-66-52-110-120-122 10 66 54 110 120 122z"/>
      <path d="M256 268c8-66 52-110 120-122-10 66-54 110-120 122z"/>
      <path d="M256 268c-30-40-80-56-140-44 30 36 80 52 140 44z" opacity="0.85"/>
      <path d="M256 268c30-40 80-56 140-44-30 36-80 52-140 44z" opacity="0.85"/>
    </g>
    <path d="M136 286h240c0 70-54 118-120 118s-120-48-120-118z" fill="#fff8ec"/>
    <g fill="#f2a93b"><circle cx="206" cy="284" r="24"/><circle cx="256" cy="278" r="28"/><circle cx="306" cy="284" r="24"/></g>
    <g fill="#fff1c9" opacity="0.9"><circle cx="198" cy="276" r="6"/><circle cx="247" cy="268" r="7"/><circle cx="298" cy="276" r="6"/></g>
    <rect x="166" y="318" width="180" height="10" rx="5" fill="#e7a525"/>
    <rect x="196" y="346" width="120" height="8" rx="4" fill="#e7a525" opacity="0.7"/>
  </svg>`);
}

/** A brass plate of laddoos under warm light. */
function laddooPhoto(): Buffer {
  const laddoos = [
    [300, 470],
    [400, 470],
    [500, 470],
    [350, 395],
    [450, 395],
    [400, 320],
  ]
    .map(
      ([x = 0, y = 0]) =>
        `<circle cx="${x}" cy="${y}" r="58" fill="url(#laddoo)"/><circle cx="${x - 18}" cy="${y - 20}" r="14" fill="#ffe9a8" opacity="0.7"/>` +
        [0, 1, 2, 3, 4]
          .map(
            (k) => `<circle cx="${x - 30 + ((k * 37) % 60)}" cy="${y - 10 + ((k * 23) % 40)}" r="3.5" fill="#c46a12"/>`,
          )
          .join(''),
    )
    .join('');
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <defs>
      <radialGradient id="bg" cx="0.5" cy="0.3" r="0.9"><stop offset="0" stop-color="#7a2e1c"/><stop offset="1" stop-color="#2a0c06"/></radialGradient>
      <radialGradient id="plate" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="#ffe39a"/><stop offset="0.7" stop-color="#d9a43a"/><stop offset="1" stop-color="#9c6b17"/></radialGradient>
      <radialGradient id="laddoo" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffc04d"/><stop offset="0.7" stop-color="#f08c1a"/><stop offset="1" stop-color="#b85c0a"/></radialGradient>
    </defs>
    <rect width="800" height="800" fill="url(#bg)"/>
    <circle cx="120" cy="120" r="160" fill="#ffb347" opacity="0.12"/>
    <ellipse cx="400" cy="520" rx="330" ry="130" fill="#1a0703" opacity="0.5"/>
    <ellipse cx="400" cy="480" rx="320" ry="120" fill="url(#plate)"/>
    <ellipse cx="400" cy="470" rx="270" ry="92" fill="none" stroke="#fff3c4" stroke-width="4" opacity="0.6"/>
    ${laddoos}
    <g fill="#3f8f3a"><path d="M610 560c40-30 90-30 120 0-40 20-80 20-120 0z"/><path d="M100 580c40-30 90-30 120 0-40 20-80 20-120 0z"/></g>
  </svg>`);
}

/** The shop's glass counter with trays of colourful sweets, under a marigold string (landscape). */
function counterPhoto(): Buffer {
  const colours = ['#f7c8d9', '#fbe3a1', '#b8e0a6', '#ffffff', '#f6a85a', '#e9d3b0', '#d7b3f0', '#ffd1a1'];
  const trays = [0, 1]
    .map((row) =>
      [0, 1, 2, 3]
        .map((col) => {
          const x = 150 + col * 232;
          const y = 330 + row * 170;
          const c = colours[(row * 4 + col) % colours.length];
          const pieces = [0, 1, 2, 3, 4]
            .map(
              (k) =>
                `<rect x="${x + 16 + k * 36}" y="${y + 30}" width="30" height="30" rx="6" fill="${c}" stroke="#00000022"/><rect x="${x + 20 + k * 36}" y="${y + 34}" width="10" height="6" rx="3" fill="#ffffff" opacity="0.6"/>`,
            )
            .join('');
          return `<rect x="${x}" y="${y}" width="208" height="92" rx="10" fill="#d9d2c5"/><rect x="${x + 6}" y="${y + 6}" width="196" height="80" rx="8" fill="#efe9de"/>${pieces}`;
        })
        .join(''),
    )
    .join('');
  const flowers = Array.from({ length: 13 }, (_, k) => {
    const x = 40 + k * 94;
    const y = 70 + Math.sin((k / 12) * Math.PI) * 40;
    return `<circle cx="${x}" cy="${y}" r="24" fill="${k % 2 ? '#ff8c1a' : '#ffc21a'}"/><circle cx="${x}" cy="${y}" r="8" fill="#b85400"/>`;
  }).join('');
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4dc"/><stop offset="1" stop-color="#f1c27d"/></linearGradient>
      <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a4b24"/><stop offset="1" stop-color="#4a2612"/></linearGradient>
      <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.4"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.04"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.22"/></linearGradient>
    </defs>
    <rect width="1200" height="800" fill="url(#wall)"/>
    <path d="M0 64 Q600 150 1200 64" stroke="#2e7d32" stroke-width="6" fill="none"/>
    ${flowers}
    <rect x="420" y="150" width="360" height="110" rx="14" fill="#b3261e"/>
    <rect x="432" y="162" width="336" height="86" rx="10" fill="none" stroke="#ffd27a" stroke-width="4"/>
    <g fill="#ffd27a"><circle cx="600" cy="205" r="26"/><circle cx="560" cy="212" r="16"/><circle cx="640" cy="212" r="16"/></g>
    <rect x="110" y="290" width="980" height="420" rx="20" fill="url(#wood)"/>
    <rect x="130" y="308" width="940" height="380" rx="12" fill="#fbf7ef"/>
    ${trays}
    <rect x="130" y="308" width="940" height="380" rx="12" fill="url(#glass)"/>
    <path d="M190 318l130 360M420 318l130 360M760 318l130 360" stroke="#ffffff" stroke-width="14" opacity="0.22"/>
    <rect x="80" y="710" width="1040" height="90" fill="#3b1d0e"/>
  </svg>`);
}

/** A festive gift box with a ribbon, on pink silk. */
function giftPhoto(): Buffer {
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <defs>
      <linearGradient id="silk" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff8fb1"/><stop offset="1" stop-color="#b3124f"/></linearGradient>
      <linearGradient id="box" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffd45c"/><stop offset="1" stop-color="#e09b12"/></linearGradient>
      <linearGradient id="lid" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffe28a"/><stop offset="1" stop-color="#eaa91f"/></linearGradient>
    </defs>
    <rect width="800" height="800" fill="url(#silk)"/>
    <path d="M0 200 Q200 120 400 220 T800 180 V0 H0z" fill="#ffffff" opacity="0.12"/>
    <path d="M0 650 Q250 560 500 660 T800 620 V800 H0z" fill="#5c0a2a" opacity="0.25"/>
    <ellipse cx="400" cy="690" rx="250" ry="40" fill="#4a0820" opacity="0.35"/>
    <rect x="190" y="360" width="420" height="320" rx="14" fill="url(#box)"/>
    <rect x="165" y="300" width="470" height="90" rx="14" fill="url(#lid)"/>
    <rect x="370" y="300" width="60" height="380" fill="#c2185b"/>
    <rect x="165" y="330" width="470" height="30" fill="#c2185b" opacity="0.85"/>
    <path d="M400 300c-60-90-170-90-150-20 10 40 90 40 150 20z" fill="#d81b60"/>
    <path d="M400 300c60-90 170-90 150-20-10 40-90 40-150 20z" fill="#d81b60"/>
    <circle cx="400" cy="298" r="26" fill="#ad1457"/>
    <g fill="#fff6c2">${[
      [120, 120],
      [680, 140],
      [640, 460],
      [110, 500],
      [260, 210],
      [560, 240],
    ]
      .map(([x, y]) => `<path d="M${x} ${(y ?? 0) - 18}l5 13 13 5-13 5-5 13-5-13-13-5 13-5z"/>`)
      .join('')}</g>
  </svg>`);
}

let photos: Buffer[] | undefined;

/** Sample values for a template's preview: a demo business with a logo drawn by our code, Hindi + English text. */
export async function sampleVideoValues(): Promise<TemplateVideoInput['values']> {
  photos ??= [laddooPhoto(), counterPhoto(), giftPhoto()];
  return {
    businessName: 'शर्मा स्वीट्स · Sharma Sweets',
    phone: '9876543210',
    address: 'दुकान 12, गांधी चौक, Jaipur',
    customLine: 'ताज़ा मिठाई, हर दिन · Fresh sweets daily',
    logo: sampleVideoLogo(),
    photos: [...photos],
  };
}
