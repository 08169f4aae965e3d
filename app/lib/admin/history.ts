import type { AuditAction } from '#app/lib/enums.ts';
import { formatDateTime } from './format.ts';

// A record's history as sentences: "23 Nov 2026, 09:27 — owner@example.org changed status
// from pending to confirmed." Values are described in words, never shown as JSON.

export interface HistoryEntry {
  action: AuditAction;
  actorEmail: string;
  changes: Record<string, [unknown, unknown]>;
  createdAt: string;
}

/** Column names staff would not say as they are; any other camelCase name is split into words. */
const FIELD_NAMES: Record<string, string> = {
  eventId: 'event',
  eventTitle: 'event title',
  eventDate: 'event date',
  selectedSlot: 'time slot',
  customerName: 'customer name',
  customerEmail: 'customer email',
  customerPhone: 'customer phone',
  customerState: 'customer’s state',
  paymentId: 'payment ID',
  orderId: 'order ID',
  paidWithoutRoom: 'paid without a room',
  duePaise: 'amount due (paise)',
  refundDuePaise: 'refund due (paise)',
  timeSlots: 'time slots',
  slotCapacity: 'seats per slot',
  startsOn: 'first date',
  imageUrl: 'image',
  expandedDescription: 'longer description',
  pricePaise: 'online price',
  paymentMode: 'payment',
  publishedAt: 'published at',
  roomTypeId: 'room type',
  adultsPerRoom: 'adults per room',
  roomCount: 'rooms',
  forRetreat: 'for the retreat',
  rateBasis: 'priced per',
  nightlyRatePaise: 'nightly rate (paise)',
  includedAdults: 'adults included',
  extraAdultPaise: 'extra-adult rate (paise)',
  weekendRatePaise: 'weekend rate (paise)',
  weekendExtraAdultPaise: 'weekend extra-adult rate (paise)',
  minNights: 'minimum nights',
  ratePeriod: 'rate period',
  holdUntil: 'held for the guest’s e-mail confirmation until',
  staffConfirms: 'staff confirm bookings',
  cancelledAt: 'cancelled by the estate at',
  cancelReason: 'reason for cancelling',
  restoredRevision: 'restored revision',
};

export function fieldName(field: string): string {
  return FIELD_NAMES[field] ?? field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MAX_VALUE = 80;

function clip(text: string): string {
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** A value as words: dates as dates, yes/no, lists joined, an object as its parts ("by guest, outcome credit"). */
export function describeValue(value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return clip(ISO_INSTANT.test(value) ? formatDateTime(value, timeZone) : value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length ? clip(value.map((item) => describeValue(item, timeZone)).join(', ')) : 'empty';
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([, part]) => part !== null && part !== undefined && part !== '' && typeof part !== 'object')
      .map(([key, part]) => `${fieldName(key)} ${describeValue(part, timeZone)}`);
    return parts.length ? clip(parts.join(', ')) : 'set';
  }
  return clip(String(value));
}

function change(field: string, [before, after]: [unknown, unknown], timeZone: string): string {
  const name = fieldName(field);
  // Written by recordOfflinePayment: the sentence says what happened rather than "from empty".
  if (field === 'payment' && (before === null || before === undefined)) return `recorded a payment: ${describeValue(after, timeZone)}`;
  if (before === null || before === undefined || before === '') {
    // A record such as a cancellation reads as its parts: "recorded the cancellation: by guest, at …".
    if (typeof after === 'object' && after !== null && !Array.isArray(after))
      return `recorded the ${name}: ${describeValue(after, timeZone)}`;
    return `set ${name} to ${describeValue(after, timeZone)}`;
  }
  if (after === null || after === undefined || after === '') return `cleared ${name} (was ${describeValue(before, timeZone)})`;
  return `changed ${name} from ${describeValue(before, timeZone)} to ${describeValue(after, timeZone)}`;
}

function joined(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** One entry as a sentence; an update names each change, the first with its verb, the rest joined by "and". */
export function historySentence(entry: HistoryEntry, timeZone: string): string {
  const when = formatDateTime(entry.createdAt, timeZone);
  const what =
    entry.action === 'create'
      ? 'created it'
      : entry.action === 'delete'
        ? 'deleted it'
        : joined(Object.entries(entry.changes).map(([field, values]) => change(field, values, timeZone))) || 'saved it unchanged';
  return `${when} — ${entry.actorEmail} ${what}.`;
}
