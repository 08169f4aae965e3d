// Times shown to staff are the estate's: the same text on the server and in any browser, so no hydration mismatch.
const DEFAULT_ZONE = 'Asia/Kolkata';

/** '22 Nov 2026, 14:05' in the estate's time zone. */
export function formatDateTime(iso: string | Date, timeZone: string = DEFAULT_ZONE): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return date.toLocaleString('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}
