// "Download my data": what a signed-in user gets from GET /account/export, a zip of everything
// the agency keeps about them and their businesses. docs/product-rules.md#data-export
import { z } from 'zod';

export const DATA_EXPORT_MESSAGES = {
  /** A second export asked for while the first is still being made (429). */
  alreadyRunning: 'Your data is already being prepared for download. Wait for it to finish, then try again.',
} as const;

/** The zip's name for a day (IST): cardora-data-2026-11-22.zip. */
export const dataExportFileName = (istDay: string) => `cardora-data-${istDay}.zip`;

/** The feedback CSV's columns, in order. */
export const FEEDBACK_CSV_COLUMNS = [
  'Received (IST)',
  'Rating',
  'Message',
  'Name',
  'Contact',
  'Business',
  'Card address',
] as const;

/** The payments CSV's columns, in order (plan payments and product purchases alike). */
export const PAYMENT_CSV_COLUMNS = [
  'Paid (IST)',
  'What',
  'Amount (₹)',
  'Paid through',
  'Reference',
  'Business',
  'Valid until (IST)',
] as const;

/** The download answers application/zip; this documents it (errors before the first byte are JSON). */
export const ZZipResponse = z.string().describe('application/zip (attachment)');
