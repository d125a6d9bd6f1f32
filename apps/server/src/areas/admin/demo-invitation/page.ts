// The demo agency's sample digital invitation: what its "Digital invitation card" tile opens, so
// the demo has no dead link (docs/product-rules.md#demo-invitation). One static, mobile-first
// page: no script, no font or image from elsewhere (the ornaments are inline SVG).
import { escapeHtml } from '@cardora/card-templates';

export const DEMO_INVITATION_PATH = '/demo/invitation';
/** The demo world's agency (seed/demo.ts): the only one whose host serves the sample. */
export const DEMO_AGENCY_SLUG = 'demo';

/** Nothing here runs or loads: inline styles and inline SVG only. */
export const DEMO_INVITATION_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A paisley-and-lotus flourish, drawn once and reused above and below the names. */
const FLOURISH = `<svg class="flourish" viewBox="0 0 240 28" aria-hidden="true"><g fill="none" stroke="currentColor" stroke-width="1.2" stroke-linecap="round"><path d="M4 14h78"/><path d="M158 14h78"/><path d="M82 14c8-10 18-10 22 0-4 10-14 10-22 0z"/><path d="M158 14c-8-10-18-10-22 0 4 10 14 10 22 0z"/><path d="M120 2c6 6 6 18 0 24-6-6-6-18 0-24z"/><path d="M120 8c10 0 14 6 14 6s-4 6-14 6"/><path d="M120 8c-10 0-14 6-14 6s4 6 14 6"/></g><circle cx="120" cy="14" r="2.2" fill="currentColor"/><circle cx="44" cy="14" r="1.6" fill="currentColor"/><circle cx="196" cy="14" r="1.6" fill="currentColor"/></svg>`;

/** The arch over the names: a mandala rising from a jharokha (a Rajasthani window). */
const ARCH = `<svg class="arch" viewBox="0 0 320 120" aria-hidden="true"><defs><linearGradient id="gold" x1="0" x2="1"><stop offset="0" stop-color="#9c7326"/><stop offset=".5" stop-color="#e2c27a"/><stop offset="1" stop-color="#9c7326"/></linearGradient></defs><g fill="none" stroke="url(#gold)" stroke-width="1.4"><path d="M20 118V70C20 30 90 8 160 8s140 22 140 62v48"/><path d="M34 118V72c0-34 60-52 126-52s126 18 126 52v46"/></g><g transform="translate(160 74)" fill="none" stroke="url(#gold)" stroke-width="1.1"><circle r="30"/><circle r="21"/><circle r="6" fill="url(#gold)"/>${Array.from(
  { length: 12 },
  (_, i) => `<path transform="rotate(${i * 30})" d="M0-21c5-4 5-10 0-15-5 5-5 11 0 15z"/>`,
).join(
  '',
)}${Array.from({ length: 24 }, (_, i) => `<circle transform="rotate(${i * 15})" cy="-34" r="1.3" fill="url(#gold)"/>`).join('')}</g></svg>`;

const EVENTS: readonly { name: string; local: string; when: string; where: string }[] = [
  { name: 'Mehendi', local: 'मेहंदी', when: 'Thursday, 11 February · 4 pm', where: 'The Courtyard' },
  {
    name: 'Haldi & Sangeet',
    local: 'हल्दी और संगीत',
    when: 'Friday, 12 February · 11 am & 7 pm',
    where: 'Poolside Lawns',
  },
  { name: 'Wedding', local: 'विवाह', when: 'Saturday, 13 February · 7:30 pm', where: 'The Mandap, Rajmahal Gardens' },
  { name: 'Reception', local: 'स्वागत समारोह', when: 'Sunday, 14 February · 8 pm', where: 'Durbar Hall' },
];

const RSVP_PHONE = '+919876543210';
const MAP_LINK = 'https://www.google.com/maps/search/?api=1&query=Amer+Road+Jaipur+Rajasthan';

export function demoInvitationPage(agencyName: string): string {
  const agency = escapeHtml(agencyName);
  const events = EVENTS.map(
    (event) =>
      `<li><span class="dot" aria-hidden="true"></span><div><h3>${event.name} <span lang="hi">${event.local}</span></h3><p class="when">${event.when}</p><p class="where">${event.where}</p></div></li>`,
  ).join('');
  const whatsapp = `https://wa.me/${RSVP_PHONE.slice(1)}?text=${encodeURIComponent('Namaste! We will join Aditi and Rohan’s wedding.')}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#5c1420">
<title>Aditi &amp; Rohan · Wedding invitation</title>
<style>
:root{--ivory:#fbf5ea;--paper:#fffaf1;--maroon:#6b1825;--maroon-deep:#4a0f19;--gold:#b08a3e;--gold-soft:#e6cf98;--ink:#3a2a22;--muted:#7a6658;
--serif:"Cormorant Garamond","Playfair Display",Georgia,"Noto Serif","DejaVu Serif",serif;--sans:"Inter","Segoe UI",Roboto,"Noto Sans","DejaVu Sans",sans-serif}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:var(--maroon-deep) radial-gradient(circle at 50% -10%,#8c2434 0,#4a0f19 60%) fixed;color:var(--ink);font-family:var(--sans);line-height:1.5}
.sample{margin:0;padding:8px 16px;text-align:center;font-size:12px;letter-spacing:.08em;text-transform:uppercase;color:var(--gold-soft)}
.sample b{font-weight:600;color:#fff}
main{max-width:460px;margin:0 auto 32px;background:var(--paper);border-radius:0;box-shadow:0 24px 60px rgba(0,0,0,.35);overflow:hidden}
@media (min-width:480px){main{border-radius:20px;margin-top:8px}}
.hero{position:relative;padding:28px 24px 36px;text-align:center;background:linear-gradient(180deg,#fff8ea 0,var(--paper) 70%);border-bottom:1px solid #ecdcbc}
.hero::before,.hero::after{content:"";position:absolute;inset:10px;border:1px solid var(--gold-soft);border-radius:14px;pointer-events:none}
.hero::after{inset:14px;border-color:#f1e4c6}
.arch{display:block;width:78%;max-width:300px;margin:0 auto -6px}
.blessing{margin:8px 0 14px;font-size:15px;color:var(--maroon);letter-spacing:.04em}
.kicker{margin:0;font-family:var(--serif);font-style:italic;font-size:18px;color:var(--muted)}
h1{margin:10px 0 6px;font-family:var(--serif);font-weight:500;color:var(--maroon);line-height:1.05}
h1 span{display:block;font-size:52px;letter-spacing:.01em}
h1 .amp{font-size:30px;color:var(--gold);font-style:italic;margin:2px 0}
.flourish{display:block;width:190px;margin:10px auto;color:var(--gold)}
.invite{margin:0 auto;max-width:300px;font-family:var(--serif);font-size:19px;line-height:1.4;color:var(--ink)}
.date{display:flex;align-items:center;justify-content:center;gap:14px;margin:22px auto 6px;font-family:var(--serif);color:var(--maroon)}
.date span{min-width:88px;padding:6px 0;border-top:1px solid var(--gold);border-bottom:1px solid var(--gold);font-size:13px;letter-spacing:.2em;text-transform:uppercase;font-family:var(--sans);font-weight:600}
.date strong{font-size:54px;font-weight:500;line-height:1}
.place{margin:8px 0 0;font-size:13px;letter-spacing:.18em;text-transform:uppercase;color:var(--muted)}
section{padding:30px 24px;border-bottom:1px solid #f0e4cb}
h2{margin:0 0 18px;text-align:center;font-family:var(--serif);font-weight:500;font-size:28px;color:var(--maroon)}
h2 small{display:block;font-family:var(--sans);font-size:11px;letter-spacing:.24em;text-transform:uppercase;color:var(--gold);margin-bottom:4px}
ol{list-style:none;margin:0;padding:0 0 0 6px;border-left:1px dashed var(--gold-soft)}
li{position:relative;display:flex;gap:14px;padding:0 0 20px 14px}
li:last-child{padding-bottom:0}
.dot{position:absolute;left:-13px;top:6px;width:13px;height:13px;border-radius:50%;background:var(--paper);border:2px solid var(--gold);box-shadow:0 0 0 3px var(--paper)}
h3{margin:0;font-family:var(--serif);font-size:22px;font-weight:600;color:var(--ink)}
h3 span{font-family:var(--sans);font-size:13px;font-weight:500;color:var(--gold);margin-left:4px}
.when{margin:2px 0 0;font-size:14px;font-weight:600;color:var(--maroon)}
.where{margin:0;font-size:14px;color:var(--muted)}
.venue{text-align:center}
.venue p{margin:0;font-family:var(--serif);font-size:19px}
.venue .address{font-family:var(--sans);font-size:14px;color:var(--muted);margin-top:4px}
.families{text-align:center;background:#fdf3e1}
.families .pair{display:grid;grid-template-columns:1fr auto 1fr;gap:12px;align-items:center;font-family:var(--serif);font-size:18px}
.families .pair i{color:var(--gold);font-size:22px}
.families .pair small{display:block;font-family:var(--sans);font-size:12px;color:var(--muted)}
.rsvp{text-align:center;border-bottom:0}
.rsvp p{margin:0 0 16px;color:var(--muted);font-size:15px}
.actions{display:grid;gap:10px}
.button{display:block;padding:14px 18px;border-radius:999px;text-decoration:none;font-weight:600;font-size:15px;text-align:center}
.button.primary{background:linear-gradient(180deg,#7d1d2c,#5c1420);color:#fff7e6;box-shadow:0 6px 16px rgba(92,20,32,.3)}
.button.quiet{border:1.5px solid var(--gold);color:var(--maroon)}
footer{padding:18px 24px 26px;text-align:center;font-size:12px;color:var(--muted);background:#f8eedb}
footer strong{color:var(--maroon)}
</style>
</head>
<body>
<p class="sample"><b>Sample invitation</b> · ${agency}</p>
<main>
<header class="hero">
${ARCH}
<p class="blessing" lang="hi">॥ श्री गणेशाय नमः ॥</p>
<p class="kicker">Together with their families</p>
<h1><span>Aditi</span><span class="amp">&amp;</span><span>Rohan</span></h1>
${FLOURISH}
<p class="invite">request the pleasure of your company as they begin their life together</p>
<div class="date"><span>Saturday</span><strong>13</strong><span>Feb 2027</span></div>
<p class="place">Rajmahal Gardens · Jaipur</p>
</header>
<section class="events" aria-labelledby="events-title">
<h2 id="events-title"><small>Four days of joy</small>The celebrations</h2>
<ol>${events}</ol>
</section>
<section class="venue" aria-labelledby="venue-title">
<h2 id="venue-title"><small>Where</small>The venue</h2>
<p>Rajmahal Gardens</p>
<p class="address">Amer Road, Jaipur, Rajasthan 302002</p>
</section>
<section class="families" aria-labelledby="families-title">
<h2 id="families-title"><small>With the blessings of</small>Our families</h2>
<div class="pair"><div>Mrs &amp; Mr Sharma<small>parents of the bride</small></div><i aria-hidden="true">❦</i><div>Mrs &amp; Mr Mehta<small>parents of the groom</small></div></div>
</section>
<section class="rsvp" aria-labelledby="rsvp-title">
<h2 id="rsvp-title"><small>Kindly reply by 1 February</small>Will you join us?</h2>
<p>Your presence is the only gift we wish for.</p>
<div class="actions">
<a class="button primary" href="${escapeHtml(whatsapp)}" rel="noopener noreferrer">Reply on WhatsApp</a>
<a class="button quiet" href="tel:${RSVP_PHONE}">Call the Sharma family</a>
<a class="button quiet" href="${escapeHtml(MAP_LINK)}" rel="noopener noreferrer">Directions to the venue</a>
</div>
</section>
<footer>A sample of the digital invitation card by <strong>${agency}</strong>.<br>Yours carries your names, dates, photos and venue.</footer>
</main>
</body>
</html>`;
}
