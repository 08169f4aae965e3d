import type { AwaySpan } from '#app/lib/admin/therapies.ts';
import { wallClockIn } from '#app/lib/dates.ts';
import type { AwaySpanInput } from '#app/lib/schemas/admin/therapies.ts';
import { zonedInstant } from '../zoned-time.ts';

// A practitioner's time off and a room's closure are typed on the estate's wall clock and kept as
// instants; these turn one into the other, never through the server's own zone.

/** The instants of a span the owner typed as 'YYYY-MM-DDTHH:MM' on the estate's clock. */
export function instantsOf(input: Pick<AwaySpanInput, 'from' | 'to'>, timeZone: string): { startsAt: Date; endsAt: Date } {
  const instant = (text: string) => zonedInstant(text.slice(0, 10), Number(text.slice(11, 13)) * 60 + Number(text.slice(14, 16)), timeZone);
  return { startsAt: instant(input.from), endsAt: instant(input.to) };
}

/** A stored span as the screens show it, on the estate's clock. */
export function awaySpanOf(row: { id: string; startsAt: Date; endsAt: Date; note: string | null }, timeZone: string): AwaySpan {
  return { id: row.id, from: wallClockIn(timeZone, row.startsAt), to: wallClockIn(timeZone, row.endsAt), note: row.note };
}
