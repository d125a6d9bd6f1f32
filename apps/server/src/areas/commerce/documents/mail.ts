// The e-mail a customer gets when a payment is recorded (when e-mail is set up and the business
// has an address): what was paid, and a link to the invoice. The link carries a key that signs
// the document's id, so it opens the PDF on any device without signing in; nothing else opens
// with it. Sent after the payment's transaction: a mail server that is down never loses a payment.
import { createHmac } from 'node:crypto';
import { agencyAppName, TAX_DOCUMENT_TITLES } from '@cardora/contract';
import type { AgencyRow, TaxDocumentRow } from '#db/schema';
import { findAgencyById } from '#identity';
import { safeEqualHex } from '#lib/crypto';
import { publicBaseUrl } from '#lib/public-url';
import type { Services } from '#services';
import { formatAmount } from './pdf-format';

function linkSecret(services: Pick<Services, 'config'>): Buffer {
  return createHmac('sha256', services.config.payments.secretKey).update('tax-document-link').digest();
}

export function documentLinkKey(services: Pick<Services, 'config'>, documentId: string): string {
  return createHmac('sha256', linkSecret(services)).update(documentId).digest('hex');
}

export function documentLinkKeyMatches(services: Pick<Services, 'config'>, documentId: string, key: string): boolean {
  return safeEqualHex(documentLinkKey(services, documentId), key);
}

export function documentLink(services: Pick<Services, 'config'>, issuer: AgencyRow, documentId: string): string {
  return `${publicBaseUrl(services.config, issuer)}/api/v1/public/tax-documents/${documentId}/pdf?key=${documentLinkKey(services, documentId)}`;
}

/**
 * Mails the document of a payment just recorded to the buyer's e-mail, if any, once the caller's
 * transaction is over (services.mails logs a failure; the payment stands).
 */
export function mailPaymentDocument(services: Services, document: TaxDocumentRow | null): void {
  const to = document?.buyer.email;
  if (!document || !to) return;
  services.mails.schedule(async () => {
    const issuer = await findAgencyById(services.db, document.issuerAgencyId);
    if (!issuer) return;
    const appName = agencyAppName(issuer);
    const title = TAX_DOCUMENT_TITLES[document.kind];
    const text = [
      `Thank you for your payment of ₹${formatAmount(document.totalPaise)} to ${document.issuer.legalName}.`,
      `${document.description}.`,
      '',
      `Your ${title.toLowerCase()} ${document.number}:`,
      documentLink(services, issuer, document.id),
      '',
      `— ${appName}`,
    ].join('\n');
    await services.messaging.email.send({
      to,
      subject: `${title} ${document.number} from ${appName}`,
      text,
      senderName: appName,
    });
  });
}
