import { z } from '#app/lib/schemas/z.ts';

// A time of day in owner-edited content, written as the site writes every time: '12:00 PM'. The stay's
// check-in time moves the instant the refund engine counts a stay or retreat from (as a calendar
// slot's time), where a text that is no time would count from midnight: so only a real time passes.

const TIME = /^(0?[1-9]|1[0-2]):([0-5]\d)\s*([AaPp])\.?\s*[Mm]\.?$/;

/** The hint of a time field. */
export const TIME_HINT = 'A time of day written like 12:00 PM or 9:30 AM.';

/** '12:00 pm', '09:30AM' → '12:00 PM', '9:30 AM'; null when the text is no time of day. */
export function readClockTime(text: string): string | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes, meridiem] = match;
  return `${Number(hours)}:${minutes} ${meridiem!.toUpperCase()}M`;
}

/** A time of day, kept as the site writes it. */
export function clockTime(label: string) {
  const message = `${label} must be a time of day written like 12:00 PM or 9:30 AM.`;
  return z.string({ error: message }).transform((text, context) => {
    const time = readClockTime(text);
    if (time === null) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return time;
  });
}
