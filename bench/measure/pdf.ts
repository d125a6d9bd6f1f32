// CPU cost and size of the PDF cards, per template (how to run it: bench/README.md, "Measure
// scripts"; RUNS=n to change the count). process.cpuUsage counts every thread, so
// sharp's work on the photo and logo is included. Each card gets fresh picture Buffers (as
// when a profile is read anew), so nothing is reused but the parsed font files' bytes.
import { PDF_TEMPLATE_CODES, type PdfTemplateCode } from '@cardora/contract';
import { type PdfCardProfile, renderPdfCard } from '../../apps/server/src/areas/cards/media/pdf/render';
import { sampleLogo, samplePortrait } from '../../apps/server/test/factories/media';

const RUNS = Number(process.env.RUNS ?? 20);

const profile: PdfCardProfile = {
  companyName: 'Sharma मिठाई भंडार',
  logo: sampleLogo(),
  photo: samplePortrait(),
  name: 'राजेश कुमार शर्मा',
  designation: 'Senior Sales Manager, उत्तर क्षेत्र',
  idNumber: 'EMP-2024-0042',
  bloodGroup: 'B+',
  phones: ['+91 98765 43210', '0141 2345678'],
  whatsapp: '9876543210',
  mails: ['rajesh@sharmasweets.in'],
  address: 'Shop 12, गांधी चौक, Main Road, Jaipur, Rajasthan 302001',
  website: 'https://www.sharmasweets.in',
  mapLink: null,
  validUntil: '2027-09-23',
  colors: { primary: '#b3261e', secondary: '#ffc542' },
};

async function measure(template: PdfTemplateCode, watermark: boolean, bleed: boolean) {
  const card = (i: number) =>
    renderPdfCard({
      template,
      // SAME=1: the same Buffers every time, so the resized pictures are reused (pdfkit alone).
      profile: process.env.SAME
        ? profile
        : { ...profile, logo: Buffer.from(profile.logo ?? ''), photo: Buffer.from(profile.photo ?? '') },
      verifyUrl: `https://demo.cardora.app/v/Xk29aQ7mPz${i}`,
      watermark,
      bleed,
    });
  await card(-1);
  const start = process.cpuUsage();
  const wall = performance.now();
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) bytes += (await card(i)).length;
  const used = process.cpuUsage(start);
  const cpuMs = (used.user + used.system) / 1000 / RUNS;
  return { cpuMs, wallMs: (performance.now() - wall) / RUNS, kb: bytes / RUNS / 1024 };
}

const VARIANTS: Record<'id-card' | 'visiting-card', [string, boolean, boolean][]> = {
  'id-card': [
    ['plain', false, false],
    ['sample+bleed', true, true],
  ],
  'visiting-card': [
    ['plain', false, false],
    ['sample', true, false],
  ],
};

/** Every template × variant: CPU ms, wall ms and KB per card. */
export async function measureAll() {
  const rows = [];
  for (const template of PDF_TEMPLATE_CODES) {
    for (const [variant, watermark, bleed] of VARIANTS[template.startsWith('cr80') ? 'id-card' : 'visiting-card']) {
      rows.push({ template, variant, ...(await measure(template, watermark, bleed)) });
    }
  }
  return rows;
}

async function main(): Promise<void> {
  const rows = await measureAll();
  // --json: one line for bench/pdf-cards.ts, which runs this file in a child process.
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ runs: RUNS, rows }));
    return;
  }
  console.log(`${RUNS} cards each, fresh pictures per card; cards/s is per core (1000 / CPU ms)`);
  console.log('template                   variant        CPU ms  wall ms  cards/s    KB');
  for (const r of rows) {
    console.log(
      `${r.template.padEnd(26)} ${r.variant.padEnd(13)} ${r.cpuMs.toFixed(1).padStart(7)} ${r.wallMs.toFixed(1).padStart(8)} ${(1000 / r.cpuMs).toFixed(1).padStart(8)} ${r.kb.toFixed(1).padStart(5)}`,
    );
  }
}

await main();
