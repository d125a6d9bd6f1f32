// The PDF card renderer's public types (re-exported from render.ts).
import type { PdfTemplateCode } from '@cardora/contract';

/** One person's card as the PDF renderer sees it; pictures are any image sharp reads. */
export interface PdfCardProfile {
  companyName: string;
  logo?: Buffer | null;
  photo?: Buffer | null;
  name: string;
  designation?: string | null;
  idNumber?: string | null;
  bloodGroup?: string | null;
  phones: string[];
  whatsapp?: string | null;
  mails: string[];
  address?: string | null;
  website?: string | null;
  mapLink?: string | null;
  /** YYYY-MM-DD, shown as '23 Sep 2027'. */
  validUntil?: string | null;
  colors: { primary: string; secondary: string };
}

export interface PdfRenderInput {
  template: PdfTemplateCode;
  profile: PdfCardProfile;
  /** The live verification page (`https://…/v/<token>`) an ID card's QR opens. */
  verifyUrl: string;
  /**
   * The digital card's public page, which a phone visiting card's QR opens (to save the
   * contact); without one the QR verifies the card. docs/product-rules.md#visiting-card-qr
   */
  cardUrl?: string | null;
  /** A diagonal 'SAMPLE' across every page (until the card is paid for). */
  watermark: boolean;
  /** ID cards only: 3 mm bleed on every side with crop marks outside the trim. */
  bleed?: boolean;
}
