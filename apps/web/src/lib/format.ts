/** "+919876543210" -> "+91 98765 43210"; other codes keep their digits after the code. */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const india = /^\+91(\d{5})(\d{5})$/.exec(e164);
  if (india) return `+91 ${india[1]} ${india[2]}`;
  return e164;
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.[0] ?? '';
  const second = words.length > 1 ? (words[1]?.[0] ?? '') : (words[0]?.[1] ?? '');
  return `${first}${second}`.toUpperCase();
}

/** Short month names, "Sep" not ICU's "Sept" (see formatDate). */
export const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "2027-03-12T…" -> "12 Mar 2027", in the viewer's time zone. Spelled out by hand: ICU's en-IN
 * and en-GB write "Sept", and browsers ship different ICU versions.
 */
export function formatDate(value: Date | string): string {
  const date = new Date(value);
  return `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** 150000 paise -> "₹1,500"; Indian digit grouping (₹1,00,000), paise shown only when there are any. */
export function formatPaise(paise: number): string {
  const fraction = paise % 100 === 0 ? 0 : 2;
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: fraction, maximumFractionDigits: 2 })}`;
}

/**
 * A size as a person reads it: "512 B", "12.3 KB", "4.2 MB", "850 KB", "1.2 GB" (1,024-based, as
 * the upload limits are written; one decimal below 100); empty for an unknown size.
 */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1).replace(/\.0$/, '')} ${units[unit]}`;
}
