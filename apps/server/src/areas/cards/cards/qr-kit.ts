// The card's QR print kit: the QR as a PNG (1024 px, for WhatsApp status or a
// designer) or SVG (for print shops), and the A4 PDF table tent and standee (media/pdf/qr-kit.ts).
// Every QR opens the card tagged ?src=qr, so /insights counts its scans as their own source.
import {
  agencyAppName,
  cardUrlWithSource,
  QR_KIT_CONTENT_TYPES,
  QR_KIT_MESSAGES,
  type QrKitFormat,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { categoryNameSql } from '#db/category-name';
import { type AgencyRow, businesses } from '#db/schema';
import type { FileAnswer } from '#lib/define-route';
import { validationFailed } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { cardPublicUrl } from '#lib/public-url';
import { storageKeyFromUrl } from '#lib/storage/index';
import type { Services } from '#services';
import { renderQrKitPdf } from '../media/pdf/qr-kit';
import { requireReachableCard } from './service';

const QR_PNG_PX = 1024;

export async function cardQrKit(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  query: { cardNo: number; format: QrKitFormat },
): Promise<FileAnswer> {
  const { card, business } = await requireReachableCard(services.db, agency.id, principal, query.cardNo);
  if (!card.cardId) throw validationFailed('cardNo', QR_KIT_MESSAGES.noAddress);
  const address = cardPublicUrl(services.config, agency, card.cardId);
  const url = cardUrlWithSource(address, 'qr');
  const file = (body: Buffer | string, suffix: string): FileAnswer => ({
    body,
    contentType: QR_KIT_CONTENT_TYPES[query.format],
    fileName: `${card.cardId}-${suffix}`,
    disposition: 'attachment',
  });

  if (query.format === 'png') {
    const png = await QRCode.toBuffer(url, { type: 'png', width: QR_PNG_PX, margin: 4, errorCorrectionLevel: 'M' });
    return file(png, 'qr.png');
  }
  if (query.format === 'svg') {
    return file(await QRCode.toString(url, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' }), 'qr.svg');
  }

  const [names] = await services.db
    .select({ categoryName: categoryNameSql })
    .from(businesses)
    .where(eq(businesses.id, business.id))
    .limit(1);
  const basic = card.sections.basicDetails;
  const logoKey = basic?.logoUrl ? storageKeyFromUrl(basic.logoUrl) : null;
  const logo = logoKey ? ((await services.storage.get(logoKey))?.body ?? null) : null;
  const pdf = await renderQrKitPdf({
    url,
    displayUrl: address.replace(/^https?:\/\//, ''),
    businessName: business.businessName,
    categoryName: names?.categoryName ?? null,
    logo,
    brand: {
      primary: agency.theme.primaryColor,
      secondary: agency.theme.secondaryColor,
      appName: agencyAppName(agency),
    },
  });
  return file(pdf, 'qr-kit.pdf');
}
