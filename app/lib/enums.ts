// Every list of values the estate's records can hold, declared once. The database schema
// (server/db/schema.ts: its enum columns and check constraints), the Zod schemas of the forms and the
// views the screens receive all import these, so a new status or kind is one line here (and a
// migration for the check constraint). Plain values, no imports: both the server and the browser use it.

/** The label on an event's card (SPEC §3 `tag`). */
export const eventTags = ['UPCOMING', 'FEATURED', 'POPULAR'] as const;
export type EventTag = (typeof eventTags)[number];

/** The calendar's "Filter By Type" values. */
export const eventTypes = ['therapy', 'workshop', 'retreat'] as const;
export type EventType = (typeof eventTypes)[number];

export const bookingStatuses = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** What a booking is for: a calendar slot, the retreat package or a stay. Staff filter by it. */
export const bookingKinds = ['event', 'retreat', 'stay'] as const;
export type BookingKind = (typeof bookingKinds)[number];

/** The retreat's rooms: app/content/retreat.ts prices each. */
export const retreatOccupancies = ['double', 'single'] as const;
export type RetreatOccupancy = (typeof retreatOccupancies)[number];

/** What a guest's cancellation gives under SPEC §9's policy. */
export const cancellationOutcomes = ['credit', 'refund-or-credit', 'none'] as const;
export type CancellationOutcome = (typeof cancellationOutcomes)[number];

/** What is paid online: the retreat and the stay (a calendar session is paid at the estate). */
export const paymentKinds = ['retreat', 'stay'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

export const paymentProviders = ['razorpay', 'demo'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

export const paymentOrderStates = ['created', 'paid', 'failed', 'expired'] as const;
export type PaymentOrderState = (typeof paymentOrderStates)[number];

export const mailStates = ['queued', 'sent', 'failed'] as const;
export type MailState = (typeof mailStates)[number];

export const auditEntities = ['event', 'class', 'booking', 'blog', 'enquiry', 'room-type', 'room-closure'] as const;
export type AuditEntity = (typeof auditEntities)[number];

export const auditActions = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof auditActions)[number];
