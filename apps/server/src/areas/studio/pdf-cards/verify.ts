// The live verification page a PDF card's QR opens: GET /v/<token> on the agency's host. It
// shows the holder, the business and whether the card is Active, Revoked or Expired right now
// (what was exported is what the card shows: the latest export's details, else the current
// ones), with the time checked. A forged, altered or unknown token (or another agency's card on
// this host) gets one "not a valid card" page and nothing else. Each check is counted for the
// owner (a visitor's repeats within 30 s count once). No script; a CSP allows only our images.
import {
  agencyAppName,
  cardUrlWithSource,
  istDateOf,
  PDF_CARD_MESSAGES,
  PDF_CARD_VERIFY_LABELS,
  type PdfCardVerifyState,
  pdfCardVerifyState,
  type TPdfCardDetails,
} from '@cardora/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AgencyRow, businesses, cards, pdfCards } from '#db/schema';
import { Lru } from '#lib/lru';
import { storageKeyFromUrl } from '#lib/storage/index';
import { resolveAgency } from '#plugins/tenancy';
import type { Services } from '#services';
import { latestExport } from './service';
import { readVerifyToken } from './verify-token';

export const VERIFY_REPEAT_MS = 30_000;

export const VERIFY_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const hex = (value: string | undefined, fallback: string) =>
  value && /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2027-09-23' → '23 Sep 2027' (README: dates are spelled out by hand). */
export function spelledDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}
/** The instant in IST: '23 Sep 2027, 14:05 IST'. */
export function istTime(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `${spelledDate(ist.slice(0, 10))}, ${ist.slice(11, 16)} IST`;
}

interface PageInput {
  agencyName: string;
  primary: string;
  secondary: string;
}

function page(input: PageInput, title: string, body: string): string {
  const p = escapeHtml(input.primary);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:#f3f5f9;color:#1b2330}
main{max-width:420px;margin:0 auto;padding:20px 16px 32px}
header{background:${p};color:#fff;border-radius:16px 16px 0 0;padding:16px 20px;font-weight:600;font-size:15px}
.card{background:#fff;border-radius:0 0 16px 16px;box-shadow:0 4px 20px rgba(15,27,45,.08);padding:24px 20px;text-align:center}
.photo{width:112px;height:112px;border-radius:50%;object-fit:cover;border:4px solid ${p};display:block;margin:0 auto 12px}
.initials{width:112px;height:112px;border-radius:50%;background:${escapeHtml(input.secondary)};color:#fff;font-size:40px;font-weight:700;display:flex;align-items:center;justify-content:center;margin:0 auto 12px}
h1{font-size:22px;margin:4px 0}.muted{color:#5b6577;margin:2px 0;font-size:15px}
.badge{display:inline-block;margin:16px 0 8px;padding:8px 18px;border-radius:999px;font-weight:700;font-size:17px;letter-spacing:.02em}
.cta{display:block;margin:20px 0 0;padding:12px 16px;border-radius:12px;background:${p};color:#fff;font-weight:600;text-decoration:none}
.active{background:#e3f6ea;color:#146c34}.revoked{background:#fde7e7;color:#a11d1d}.expired{background:#fff1dc;color:#8a4b00}.invalid{background:#eceff4;color:#3b4557}
dl{text-align:left;margin:16px 0 0;display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:15px}dt{color:#5b6577}dd{margin:0;font-weight:500;word-break:break-word}
footer{text-align:center;color:#5b6577;font-size:13px;margin-top:16px}
</style></head><body><main><header>${escapeHtml(input.agencyName)} · Card verification</header><div class="card">${body}</div></main></body></html>`;
}

export function invalidPage(input: PageInput): string {
  return page(
    input,
    PDF_CARD_MESSAGES.notValidCard,
    `<div class="badge invalid">Not valid</div><h1>${escapeHtml(PDF_CARD_MESSAGES.notValidCard)}</h1><p class="muted">The code scanned is not one of our cards, or it has been altered.</p>`,
  );
}

export function cardPage(
  input: PageInput,
  card: {
    details: Pick<TPdfCardDetails, 'name' | 'companyName'> & Partial<TPdfCardDetails>;
    businessName: string;
    state: PdfCardVerifyState;
    checkedAt: Date;
    /** The business's digital card, tagged ?src=pdf so its insights count visits from ID cards. */
    digitalCardPath?: string | null;
  },
): string {
  const d = card.details;
  const key = d.photoUrl ? storageKeyFromUrl(d.photoUrl) : null;
  const initials =
    d.name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('') || '?';
  const photo = key
    ? `<img class="photo" src="/c/img/240/${escapeHtml(key)}" alt="">`
    : `<div class="initials" aria-hidden="true">${escapeHtml(initials)}</div>`;
  const rows: [string, string | null | undefined][] = [
    ['Company', d.companyName],
    ['Business', card.businessName === d.companyName ? null : card.businessName],
    ['ID number', d.idNumber],
    ['Blood group', d.bloodGroup],
    ['Valid until', d.validUntil ? spelledDate(d.validUntil) : null],
  ];
  const list = rows
    .filter((row): row is [string, string] => Boolean(row[1]))
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const label = PDF_CARD_VERIFY_LABELS[card.state];
  return page(
    input,
    `${d.name} — ${label}`,
    `${photo}<h1>${escapeHtml(d.name)}</h1>${d.designation ? `<p class="muted">${escapeHtml(d.designation)}</p>` : ''}<p class="muted">${escapeHtml(d.companyName)}</p><div class="badge ${card.state}" role="status">${label}</div><dl>${list}</dl>${card.digitalCardPath ? `<a class="cta" href="${escapeHtml(card.digitalCardPath)}">See ${escapeHtml(card.businessName)}'s digital card</a>` : ''}<footer>Checked ${escapeHtml(istTime(card.checkedAt))}</footer>`,
  );
}

/** GET /v/:token — registered before the public card's `/:cardId` (app.ts order keeps it first). */
export function registerPdfCardVerifyRoute(app: FastifyInstance, services: Services): void {
  const recent = new Lru<true>(50_000, VERIFY_REPEAT_MS, () => services.now().getTime());

  function send(reply: FastifyReply, status: number, html: string) {
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', VERIFY_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .send(html);
  }

  const themeOf = (agency: AgencyRow | null): PageInput => ({
    agencyName: agency ? agencyAppName(agency) : 'Cardora',
    primary: hex(agency?.theme.primaryColor, '#1e63d6'),
    secondary: hex(agency?.theme.secondaryColor, '#0f1b2d'),
  });

  app.get<{ Params: { token: string } }>('/v/:token', { schema: { hide: true } }, async (request, reply) => {
    const { agency } = await resolveAgency(services.db, services.config, request);
    const theme = themeOf(agency);
    const verifyId = readVerifyToken(services.config.pdfCards.verifySecret, request.params.token);
    if (!agency || !verifyId) return send(reply, 404, invalidPage(theme));
    const [found] = await services.db
      .select({ card: pdfCards, businessName: businesses.businessName })
      .from(pdfCards)
      .innerJoin(businesses, eq(businesses.id, pdfCards.businessId))
      .where(and(eq(pdfCards.agencyId, agency.id), eq(pdfCards.verifyId, verifyId)))
      .limit(1);
    if (!found) return send(reply, 404, invalidPage(theme));
    const { card } = found;
    const now = services.now();
    if (!recent.get(visitorKey(request, card.pdfCardNo))) {
      recent.set(visitorKey(request, card.pdfCardNo), true);
      await services.db
        .update(pdfCards)
        .set({ checkCount: sql`${pdfCards.checkCount} + 1`, lastCheckedAt: now })
        .where(eq(pdfCards.pdfCardNo, card.pdfCardNo));
    }
    // What the card in the holder's hand shows: the latest export, else the current details.
    const shown = (await latestExport(services.db, card.pdfCardNo))?.details ?? card.details;
    const details = shown ?? { name: card.companyName, companyName: card.companyName };
    const state = pdfCardVerifyState({
      status: card.status,
      validUntil: shown?.validUntil ?? null,
      today: istDateOf(now),
    });
    // An active ID card leads on to the business's live digital card (when it has one).
    const [digitalCard] =
      state === 'active'
        ? await services.db
            .select({ cardId: cards.cardId })
            .from(cards)
            .where(
              and(eq(cards.agencyId, agency.id), eq(cards.businessId, card.businessId), eq(cards.status, 'active')),
            )
            .limit(1)
        : [];
    const digitalCardPath = digitalCard?.cardId ? `/${cardUrlWithSource(digitalCard.cardId, 'pdf_card')}` : null;
    return send(
      reply,
      200,
      cardPage(theme, { details, businessName: found.businessName, state, checkedAt: now, digitalCardPath }),
    );
  });
}

function visitorKey(request: FastifyRequest, pdfCardNo: number): string {
  return `${pdfCardNo}|${request.ip}|${request.headers['user-agent'] ?? ''}`;
}
