import { isIsoDate } from '#app/lib/dates.ts';
import { type StaffBookingKind, staffBookingKinds } from '#app/lib/enums.ts';

// The staff booking form's pickers: which kind, which day, which event. They travel in the
// address (?new=1&pick=event&day=2026-11-23&event=<id>; `kind` is the list's filter), so the form works without JavaScript: each
// choice is a GET that the loader answers with the next picker's options.

export interface PickerSlotView {
  slot: string;
  capacity: number;
  left: number;
  /** Started or past: listed, not offered. */
  started: boolean;
}

export interface PickerEventView {
  id: string;
  title: string;
  price: string;
  slots: PickerSlotView[];
}

export interface BookingPicks {
  kind: StaffBookingKind;
  date: string | null;
  eventId: string | null;
}

/** The picks in an address; anything unreadable is simply not picked yet. */
export function parseBookingPicks(params: URLSearchParams): BookingPicks {
  const kind = params.get('pick');
  const date = params.get('day');
  const eventId = params.get('event');
  return {
    kind: staffBookingKinds.includes(kind as StaffBookingKind) ? (kind as StaffBookingKind) : 'event',
    date: date && isIsoDate(date) ? date : null,
    eventId: eventId && /^[0-9a-f-]{36}$/i.test(eventId) ? eventId : null,
  };
}

/** '7:00 AM · 3 of 12 seats left', 'full' or 'started', as the slot picker reads. */
export function slotLabel(slot: PickerSlotView): string {
  if (slot.started) return `${slot.slot} · started`;
  if (slot.left <= 0) return `${slot.slot} · full`;
  return `${slot.slot} · ${slot.left} of ${slot.capacity} ${slot.capacity === 1 ? 'seat' : 'seats'} left`;
}

export const kindPickerLabels: Record<StaffBookingKind, string> = { event: 'An event or class', retreat: 'The retreat', stay: 'A stay' };
