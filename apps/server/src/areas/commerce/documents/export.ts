// A month's documents for the accountant. This first cut answers CSV for every format; the
// workbook and the zip of PDFs are made in their own module.

import type { AgencyRow } from '#db/schema';
import type { FileAnswer } from '#lib/define-route';
import type { Services } from '#services';
import { monthDocuments } from './service';

const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export async function exportMonth(
  services: Services,
  issuer: AgencyRow,
  month: string,
  _format: 'xlsx' | 'csv' | 'zip',
): Promise<FileAnswer> {
  const rows = await monthDocuments(services.db, issuer.id, month);
  const lines = [['Number', 'Kind', 'Date', 'Buyer', 'GSTIN', 'Taxable', 'Total'].join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.number,
        row.kind,
        row.issuedAt.toISOString(),
        row.buyer.name,
        row.buyer.gstin,
        row.taxablePaise / 100,
        row.totalPaise / 100,
      ]
        .map(cell)
        .join(','),
    );
  }
  return {
    body: `${lines.join('\n')}\n`,
    contentType: 'text/csv; charset=utf-8',
    fileName: `documents-${month}.csv`,
    disposition: 'attachment',
  };
}
