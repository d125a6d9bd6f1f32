// Nothing we render shows a broken character: a corpus of real-looking shop names and offers
// (emoji with ZWJ sequences, flags, skin tones and keycaps; ₹ ™ © arrows bullets; the Indian
// scripts; mixed) is planned by glyphs.ts, the plan every renderer draws from, and checked
// against the shipped font files' own character maps; then drawn through satori (greetings,
// videos) and pdfkit (PDF cards), which are checked to have drawn each emoji as a picture.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { regularFontFiles } from './fonts';
import { emojiSvg, onDroppedCharacter, planText, SUBSTITUTES } from './glyphs';
import { renderPdfCard } from './pdf/render';
import { onSvgRendered, renderSvg } from './satori-svg';
import { ScriptText } from './text';

const CORPUS = [
  'Mega Opening Offer 🎉🔥 Flat 50% OFF!',
  'Sharma Sweets™ — ₹499 only → Order now',
  '© 2026 Gupta Traders • Since 1985 • ★★★★★ ✓ Trusted',
  'शर्मा मिठाई भंडार 🪔 दीपावली धमाका ₹999',
  'আমার সোনার দোকান 🛍️ বিশাল ছাড়',
  'પટેલ ફરસાણ હાઉસ 🥳 નવું વર્ષ',
  'ਸਿੰਘ ਢਾਬਾ 🍛 ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ',
  'ಶ್ರೀ ಗಣೇಶ ಸ್ಟೋರ್ಸ್ 🙏🏽 ಹೊಸ ಆಫರ್',
  'സുപ്രഭാതം ടെക്സ്റ്റൈൽസ് 👗 ഓണം ഓഫർ',
  'முருகன் டெக்ஸ்டைல்ஸ் 🎊 பொங்கல் சலுகை',
  'శ్రీ లక్ష్మి జ్యువెలర్స్ 💍 దీపావళి ఆఫర్',
  'ଓଡ଼ିଶା ମିଠା ଦୋକାନ 🍬 ରଥଯାତ୍ରା ଅଫର',
  'Family pack 👨‍👩‍👧‍👦 + 👩🏾‍🍳 chef special 🇮🇳 Made in India',
  'Call 1️⃣ now ☎️ or WhatsApp ✅ ❤️ Thank you 👍🏻👍🏿',
  'Free delivery 🚚💨 ← → ↑ ↓ ⇒ 24×7 ½ price…',
  'Patel & Sons ® “Best” 100° quality – ✔ guaranteed',
];

/** The emoji a reader sees in `text`: grapheme clusters shown as emoji by default. */
function expectedEmoji(text: string): string[] {
  const segments = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
  return segments.filter((g) =>
    /\p{Emoji_Presentation}|\p{Regional_Indicator}|\u20e3|\p{Extended_Pictographic}\ufe0f/u.test(g),
  );
}

const pdfkitFontkit = createRequire(createRequire(import.meta.url).resolve('pdfkit'))('fontkit') as {
  create(data: Buffer): { hasGlyphForCodePoint(cp: number): boolean };
};

/** Each family's character map, read here from the files themselves. */
const cmaps = new Map(regularFontFiles().map(({ family, path }) => [family, pdfkitFontkit.create(readFileSync(path))]));

describe('planText, the glyph plan of every renderer', () => {
  it('gives every character of the corpus a shipped font that has its glyph, or an emoji picture', () => {
    const dropped: string[] = [];
    const stop = onDroppedCharacter((c) => dropped.push(c));
    try {
      for (const text of CORPUS) {
        const plan = planText(text);
        expect(plan.dropped, text).toEqual([]);
        for (const piece of plan.pieces) {
          if (piece.kind === 'emoji') {
            expect(emojiSvg(piece.file).toString('utf8')).toMatch(/^<svg /);
            continue;
          }
          const font = cmaps.get(piece.family);
          expect(font, piece.family).toBeDefined();
          const missing = [...piece.text].filter((c) => !font?.hasGlyphForCodePoint(c.codePointAt(0) ?? 0));
          expect(missing, `${piece.family} for "${piece.text}" in "${text}"`).toEqual([]);
        }
        expect(plan.pieces.filter((p) => p.kind === 'emoji').map((p) => p.text)).toEqual(expectedEmoji(text));
        // Nothing lost: joined, the pieces are the text with the look-alikes in place (and
        // invisible selectors the fonts lack left out).
        const joined = plan.pieces.map((p) => p.text).join('');
        const expected = [...text].map((c) => SUBSTITUTES[c] ?? c).join('');
        expect(joined.replace(/\ufe0f/g, ''), text).toBe(expected.replace(/\ufe0f/g, ''));
      }
    } finally {
      stop();
    }
    expect(dropped).toEqual([]);
  });

  it('draws ZWJ sequences, flags, keycaps and skin tones as one picture each', () => {
    const files = (text: string) => planText(text).pieces.flatMap((p) => (p.kind === 'emoji' ? [p.file] : []));
    expect(files('👨‍👩‍👧‍👦')).toEqual(['1f468-200d-1f469-200d-1f467-200d-1f466']);
    expect(files('🇮🇳')).toEqual(['1f1ee-1f1f3']);
    expect(files('1️⃣')).toEqual(['31-20e3']);
    expect(files('👍🏽')).toEqual(['1f44d-1f3fd']);
    expect(files('🏳️‍🌈')).toEqual(['1f3f3-fe0f-200d-1f308']);
    // Text by default: drawn by a font, not a picture.
    expect(files('© ™ ®')).toEqual([]);
  });

  it('leaves out, and reports, a character no shipped font draws, rather than a box', () => {
    const dropped: string[] = [];
    const stop = onDroppedCharacter((c) => dropped.push(c));
    try {
      const plan = planText('Wang 王 Noodles');
      expect(plan.dropped).toEqual(['王']);
      expect(plan.pieces.map((p) => p.text).join('')).toBe('Wang  Noodles');
    } finally {
      stop();
    }
    expect(dropped).toEqual(['王']);
  });
});

const corpusLine = (text: string) => createElement(ScriptText, { key: text, text, style: { fontSize: 30 } });

describe('the renderers draw the plan', () => {
  it('satori (greetings, artwork, video slots) gets every emoji of the corpus as a picture', async () => {
    const reports: string[][] = [];
    const stop = onSvgRendered((r) => reports.push(r.emoji));
    let svg: string;
    try {
      svg = await renderSvg(
        createElement(
          'div',
          { style: { display: 'flex', flexDirection: 'column', width: 1200, height: 1400 } },
          CORPUS.map(corpusLine),
        ),
        { width: 1200, height: 1400 },
      );
    } finally {
      stop();
    }
    const expected = CORPUS.flatMap(expectedEmoji);
    expect(reports).toEqual([expected]);
    // Each emoji is an <image> in satori's SVG (its glyphs are paths).
    expect(svg.match(/<image /g)?.length).toBe(expected.length);
  });

  it('pdfkit (PDF cards) draws the emoji as pictures and the text in the shipped fonts only', async () => {
    const pdf = await renderPdfCard({
      template: 'phone-card-compact',
      profile: {
        companyName: 'Sharma Sweets 🎉🪔 ₹499 → ऑफ़र',
        name: 'Rajesh 👨‍🍳 Sharma',
        designation: 'Owner ★ ✓',
        phones: ['9876543210'],
        mails: [],
        colors: { primary: '#b3261e', secondary: '#ffc542' },
      },
      verifyUrl: 'https://demo.cardora.app/v/abc',
      cardUrl: 'https://demo.cardora.app/sharma',
      watermark: false,
    });
    const raw = pdf.toString('latin1');
    // No logo or photo: every image is an emoji (🎉 🪔 👨‍🍳, each embedded where drawn).
    expect(raw.match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(3);
    const fonts = [...raw.matchAll(/\/BaseFont \/[A-Z]{6}\+([A-Za-z0-9-]+)/g)].map((m) => m[1]);
    expect(new Set(fonts)).toEqual(
      new Set(['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansDevanagari-Bold', 'NotoSansSymbols2-Regular']),
    );
  });
});
