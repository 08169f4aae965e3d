import { isIsoDate } from '#app/lib/dates.ts';
import { retreatOccupancies } from '#app/lib/enums.ts';
import { MAX_RETREAT_GUESTS, RETREAT_QUOTE_MESSAGES } from '#app/lib/retreat-quote.ts';
import { ROOM_REFUSAL_MESSAGES } from '../../admin/room-messages.ts';
import { retreatSlugField, tickBox } from '../fields.ts';
import { STAY_MESSAGES } from '../stay.ts';
import { z } from '../z.ts';
import { bookingFormSchema, staffEventBookingSchema } from './booking.ts';
import { type FieldText, LONG_TEXT, requiredString, wholeNumber } from './record.ts';

// The Rooms screen's three forms: a room type, closed nights, and a stay or retreat booked by staff.

/** More rooms of one type than any estate of this kind has: a typing slip, not a house. */
export const MAX_ROOMS_OF_A_TYPE = 500;
/** The longest closure in one go: a year. */
export const MAX_CLOSED_NIGHTS = 366;

const ADULTS_PER_ROOM = { min: 1, max: 4 } as const;

/** The room type form's fields as staff read them. */
export const ROOM_TYPE_FIELDS = {
  name: { label: 'Name' },
  roomCount: { label: 'Rooms', hint: 'How many rooms of this type the estate has.' },
  adultsPerRoom: { label: 'Adults per room', hint: `${ADULTS_PER_ROOM.min} to ${ADULTS_PER_ROOM.max}.` },
  sortOrder: { label: 'Sort order', hint: 'Lower numbers come first.' },
  description: { label: 'Description' },
  active: { label: 'Active', hint: 'An inactive type sells nothing new; its bookings stand.' },
  forRetreat: { label: 'The retreat’s room type', hint: 'The retreat’s guests sleep here. Marking this type unmarks the other.' },
} as const satisfies Record<string, FieldText>;

export const roomTypeSchema = z.object({
  name: requiredString(ROOM_TYPE_FIELDS.name.label, 100),
  description: requiredString(ROOM_TYPE_FIELDS.description.label, LONG_TEXT),
  roomCount: wholeNumber(ROOM_TYPE_FIELDS.roomCount.label, 0, MAX_ROOMS_OF_A_TYPE),
  adultsPerRoom: wholeNumber(ROOM_TYPE_FIELDS.adultsPerRoom.label, ADULTS_PER_ROOM.min, ADULTS_PER_ROOM.max),
  sortOrder: wholeNumber(ROOM_TYPE_FIELDS.sortOrder.label, 0, 1000).default(0),
  // Unticked boxes are not sent: absent is false.
  active: tickBox.default(false),
  forRetreat: tickBox.default(false),
});

export type RoomTypeInput = z.output<typeof roomTypeSchema>;

function isoDate(label: string) {
  const message = `Please enter the ${label} as a date.`;
  return z.string({ error: message }).trim().refine(isIsoDate, message);
}

export const closureSchema = z
  .object({
    // Blank: the whole estate.
    roomTypeId: z.uuid({ error: 'Please choose a room type or the whole estate.' }).optional(),
    // Blank: every unit of the type.
    unitId: z.uuid({ error: 'Please choose a unit or the whole type.' }).optional(),
    firstNight: isoDate('first night'),
    lastNight: isoDate('last night'),
    reason: requiredString('Reason'),
  })
  .refine((value) => !value.unitId || value.roomTypeId, { message: 'Please choose the unit’s room type.', path: ['roomTypeId'] })
  .refine((value) => value.lastNight >= value.firstNight, { message: ROOM_REFUSAL_MESSAGES.lastNightBeforeFirst, path: ['lastNight'] })
  .refine((value) => daysApart(value.firstNight, value.lastNight) < MAX_CLOSED_NIGHTS, {
    message: `Please close at most ${MAX_CLOSED_NIGHTS} nights at a time.`,
    path: ['lastNight'],
  });

export type ClosureInput = z.output<typeof closureSchema>;

function daysApart(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

const guest = {
  customerName: bookingFormSchema.shape.customerName,
  customerEmail: bookingFormSchema.shape.customerEmail,
  customerPhone: bookingFormSchema.shape.customerPhone,
  status: staffEventBookingSchema.shape.status,
  notes: bookingFormSchema.shape.notes,
};

const adultsMessage = STAY_MESSAGES.adults;

/** A booking taken over the phone: a stay of one room type, or the retreat. */
export const staffBookingSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('stay'),
        roomTypeId: z.uuid({ error: 'Please choose a room type.' }),
        checkIn: isoDate('check-in'),
        checkOut: isoDate('check-out'),
        adults: z.number({ error: adultsMessage }).int(adultsMessage).min(1, adultsMessage).max(8, adultsMessage),
        ...guest,
      })
      .refine((value) => value.checkOut > value.checkIn, { message: STAY_MESSAGES.checkOutAfterCheckIn, path: ['checkOut'] }),
    z.object({
      kind: z.literal('retreat'),
      retreat: retreatSlugField,
      startDate: isoDate('start date'),
      occupancy: z.enum(retreatOccupancies, { error: RETREAT_QUOTE_MESSAGES.occupancyChoice }),
      guests: wholeNumber('Guests', 1, MAX_RETREAT_GUESTS),
      ...guest,
    }),
  ],
  { error: 'Please choose a stay or the retreat.' },
);

export type StaffBookingInput = z.output<typeof staffBookingSchema>;

/** The owner moves a guest's nights in one unit to another unit of the type. */
export const unitMoveSchema = z.object({
  intent: z.literal('move-unit'),
  holdId: z.uuid({ error: 'Please choose a booking.' }),
  fromUnitId: z.uuid({ error: 'Please choose a unit.' }),
  toUnitId: z.uuid({ error: 'Please choose a unit to move to.' }),
});

/** A unit's new name. */
export const unitRenameSchema = z.object({
  intent: z.literal('rename-unit'),
  unitId: z.uuid({ error: 'Please choose a unit.' }),
  name: requiredString('Unit name', 60),
});
