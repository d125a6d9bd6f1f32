import { formatDate } from '#lib/format';

/** "8 Nov 2026" for an IST date (read at local noon, so no time zone moves it a day). */
export const dayLabel = (date: string) => formatDate(`${date}T12:00:00`);
