import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PolicyFigures } from '../../app/content/cancellation-policy.ts';
import type { Instructor, ItineraryDay, Occupancy } from '../../app/content/types.ts';
import type { ClassWeeklyTime } from '../../app/lib/class-times.ts';
import type { DepositRule, DepositTerms } from '../../app/lib/deposit.ts';
import {
  appointmentStatuses,
  attendanceStates,
  auditActions,
  auditEntities,
  bookingKinds,
  bookingStatuses,
  type CancellationOutcome,
  careReviews,
  discountTypes,
  enquiryMessageKinds,
  eventPaymentModes,
  eventTypes,
  healthAccessActions,
  invoiceKinds,
  mailStates,
  newsletterStates,
  offlinePaymentMethods,
  paymentKinds,
  paymentOrderProviders,
  paymentOrderStates,
  paymentProviders,
  paymentPurposes,
  promoCodeKinds,
  questionnaireFillTimes,
  questionnaireReminderStages,
  questionnaireResponseStatuses,
  questionnaireServes,
  rateBases,
  refundStates,
  type RetreatOccupancy,
  serviceCategories,
  servicePaymentModes,
  treatmentRoomKinds,
} from '../../app/lib/enums.ts';
import type { FormDefinition } from '../../app/lib/questionnaire.ts';
import { FIRST_NIGHTLY_RATE_PAISE } from '../../app/lib/stay-price.ts';
import type { ApplicationAnswer, ApplicationQuestion, TrainingPayment } from '../../app/lib/training.ts';
import { authUser } from './auth-schema.ts';

export * from './auth-schema.ts';

// Tables and columns carry the specification's names so that exports read like it. Every
// list of values (statuses, kinds, states) comes from app/lib/enums.ts, re-exported here for the server.

export * from '../../app/lib/enums.ts';

/** A check constraint's `column in ('a', 'b')`, from the same list as the column's enum. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/** Raw bytes (PostgreSQL bytea), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    tag: text('tag').notNull(),
    price: text('price').notNull(),
    duration: text('duration').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    timeSlots: text('time_slots').array().notNull(),
    imageUrl: text('image_url'),
    expandedDescription: text('expanded_description'),
    /** Seats in each time slot; bookings that are not cancelled take one each. */
    slotCapacity: integer('slot_capacity').notNull().default(20),
    /** What the calendar's "Filter By Type" matches: therapy, workshop or retreat. */
    type: text('type', { enum: eventTypes }).notNull().default('workshop'),
    /** 'online': the booking dialog goes on to checkout and the seat is held while the guest pays. */
    paymentMode: text('payment_mode', { enum: eventPaymentModes }).notNull().default('at-estate'),
    /** What an online event charges per seat; `price` stays the text shown on the card. */
    pricePaise: integer('price_paise'),
    /**
     * The events made together by one "Repeat" share this id (null for a one-off). A series is
     * only this link: each date stays an ordinary event, booked and edited like any other.
     */
    seriesId: uuid('series_id'),
    /**
     * A guest's reservation, once they confirm it by the mailed link, stays pending until staff confirm it
     * (when true), instead of being confirmed at once.
     */
    staffConfirms: boolean('staff_confirms').notNull().default(false),
    /**
     * Set when the estate cancels this date: the row stays so the calendar can say so and the history
     * keeps it; its bookings are cancelled with it and nothing more can be booked in it.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** What staff told the guests, shown on the calendar and in their mail. */
    cancelReason: text('cancel_reason'),
    /**
     * The class whose weekly time made this date (server/catalog/timetable.ts), and that time ('HH:MM'):
     * the timetable makes each class's date and time once. Null for an event staff made themselves.
     */
    classId: uuid('class_id').references((): AnyPgColumn => classes.id, { onDelete: 'set null' }),
    classTime: text('class_time'),
    /** Who leads it: the instructor of the class that made it. */
    instructorId: uuid('instructor_id').references((): AnyPgColumn => instructors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('calendar_events_event_date_idx').on(table.eventDate),
    uniqueIndex('calendar_events_class_time_idx').on(table.classId, table.eventDate, table.classTime),
    index('calendar_events_series_idx').on(table.seriesId, table.eventDate),
    check('calendar_events_payment_mode_check', oneOf(table.paymentMode, eventPaymentModes)),
    check('calendar_events_price_paise_check', sql`${table.pricePaise} is null or ${table.pricePaise} > 0`),
    check('calendar_events_slot_capacity_check', sql`${table.slotCapacity} >= 0`),
    check('calendar_events_type_check', oneOf(table.type, eventTypes)),
  ],
);

/** Who leads classes: a name, a few words about them and a photo, shown on the public timetable. */
export const instructors = pgTable('instructors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  bio: text('bio').notNull().default(''),
  imageUrl: text('image_url'),
  createdAt: createdAt(),
});

/**
 * A class is a template: its weekly times make dated calendar events for the next `weeks_ahead` weeks
 * (server/catalog/timetable.ts). A class without times keeps its free-text `schedule` as the only word
 * of when it runs.
 */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The instructor's name as the form has it; it names one of `instructors` when staff pick one from the list. */
    instructor: text('instructor').notNull(),
    instructorId: uuid('instructor_id').references(() => instructors.id, { onDelete: 'set null' }),
    duration: text('duration').notNull(),
    price: text('price').notNull(),
    capacity: integer('capacity').notNull(),
    schedule: text('schedule').notNull().default(''),
    weeklyTimes: jsonb('weekly_times').$type<ClassWeeklyTime[]>().notNull().default([]),
    weeksAhead: integer('weeks_ahead').notNull().default(8),
    /** The class's first day: the timetable makes no dated event before it; null starts it from today. */
    startsOn: date('starts_on', { mode: 'string' }),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (table) => [check('classes_weeks_ahead_check', sql`${table.weeksAhead} between 1 and 52`)],
);

/**
 * Timed work that several app processes share (decision 0012): one row per job, claimed with
 * `for update skip locked` so one process runs it at a time, retried after a failure with its error kept.
 */
export const timedJobs = pgTable('timed_jobs', {
  /** The job's name, such as class-timetable: each job has one row. */
  name: text('name').primaryKey(),
  /** When it is next due. */
  runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set while a process runs it, to the end of that process's claim; a crashed run is taken again after it. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Failed runs in a row; back to 0 after a success. */
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
  lastSucceededAt: timestamp('last_succeeded_at', { withTimezone: true }),
});

export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull(),
    author: text('author').notNull(),
    imageUrl: text('image_url'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('blogs_published_idx').on(table.published, table.publishedAt)],
);

/** Why money is owed back to a guest (bookings.refund_due_paise), who found it and when. */
export interface RefundDueNote {
  reason: string;
  byEmail: string;
  at: string;
}

/** A guest's cancellation and what the estate owes for it under the cancellation policy. */
export interface BookingCancellation {
  /** 'estate': staff cancelled the event itself, and the guest gets everything back. */
  by: 'guest' | 'estate';
  at: string;
  /** 'credit' (the event rule's credit), 'refund-or-credit' (the retreat rule's refund or full credit), 'none'. */
  outcome: CancellationOutcome;
  /** The terms as the guest was shown them. */
  terms: string;
  /** Where the policy offered a choice (refund-or-credit), what the guest chose. */
  choice?: 'refund' | 'credit';
  /** The estate's words to the guest when it cancelled the event. */
  reason?: string;
}

/** What a retreat or a stay was booked for, beyond its dates: shown on the guest's confirmation page. */
export type BookingDetails =
  | { kind: 'retreat'; occupancy: RetreatOccupancy; guests: number; room?: BookedRooms; retreat?: BookedRetreat }
  | {
      kind: 'stay';
      adults: number;
      nights: number;
      promoCode: string | null;
      room?: BookedRooms;
      /** Each night's list price as sold, in order from check-in; absent on bookings made before rates per type. */
      nightPaise?: number[];
    }
  | TrainingBookingDetails
  | AppointmentBookingDetails;

/**
 * A therapy or consultation as booked: the service and when, as they were when booked (a later change to
 * the service's name or price leaves the booking's own), and who gives it once the time is taken (the
 * appointment row keeps the time itself; the guest may have asked for any practitioner).
 */
export interface AppointmentBookingDetails {
  kind: 'appointment';
  serviceId: string;
  serviceName: string;
  /** Who gives it: null until the appointment is placed (the guest asked for any practitioner). */
  practitionerId: string | null;
  practitionerName: string | null;
  practitionerTitle: string | null;
  /** ISO instants of the session (without its buffer). */
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  /** The list price charged: the in-stay price when booked from a stay. */
  pricePaise: number;
  /** The stay it was booked from; null when booked on its own. */
  stayBookingId: string | null;
}

/**
 * An enrolment in a training batch: the guest's application (the questions as asked, with their answers),
 * how they paid, and the deposit terms offered, which become the booking's own when the owner accepts.
 */
export interface TrainingBookingDetails {
  kind: 'training';
  programmeId: string;
  batchId: string;
  payment: TrainingPayment;
  /** The fee of the batch when enrolled. */
  feePaise: number;
  terms: DepositTerms | null;
  answers: ApplicationAnswer[];
}

/**
 * Which retreat a booking is for, as it was when booked: a later change to the retreat's length or title
 * leaves the booking's own. Absent on bookings made while there was one retreat (slug 'package', two nights).
 */
export interface BookedRetreat {
  id: string;
  slug: string;
  title: string;
  nights: number;
  /** The fixed departure booked, when the retreat has them. */
  departureId?: string;
}

/** The rooms a stay or retreat took (server/rooms): absent on bookings made before rooms were kept. */
export interface BookedRooms {
  typeId: string;
  typeName: string;
  rooms: number;
}

// A guest is a person, not an account: every booking belongs to one, found by e-mail (any letter case),
// else by phone digits, else made, by the database itself (drizzle/0035's trigger) so that no way of
// inserting a booking can leave one out. Staff keep the profile and merge two records of one person.
export const guests = pgTable(
  'guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lower-cased; at most one guest per address. Null for a guest who gave none (a walk-in). */
    email: text('email'),
    /** As given, for showing and dialling. */
    phone: text('phone'),
    /** The phone's digits only, what bookings are matched by (guest_phone_digits() in the migration). */
    phoneDigits: text('phone_digits'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    dietaryNeeds: text('dietary_needs'),
    allergies: text('allergies'),
    emergencyContact: text('emergency_contact'),
    staffNotes: text('staff_notes'),
    /**
     * Set once staff save the profile or merge into it: from then on a new booking never changes its name
     * or phone. Until then they follow the guest's latest booking, as the Users screen always showed them.
     */
    editedByStaffAt: timestamp('edited_by_staff_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('guests_email_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} is not null`),
    index('guests_phone_digits_idx').on(table.phoneDigits),
    // Guests without an e-mail are told apart by phone alone: one per number, so two walk-ins giving the same
    // number at the same moment make one guest.
    uniqueIndex('guests_phone_only_idx')
      .on(table.phoneDigits)
      .where(sql`${table.email} is null and ${table.phoneDigits} is not null`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short reference guests and staff quote (SKN-7K3Q9P), made by the database (drizzle/0006). */
    reference: text('reference')
      .notNull()
      .unique()
      .default(sql`booking_reference()`),
    eventId: uuid('event_id').references(() => calendarEvents.id, { onDelete: 'set null' }),
    eventTitle: text('event_title').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    selectedSlot: text('selected_slot').notNull(),
    price: text('price').notNull(),
    customerName: text('customer_name').notNull(),
    /** Null for a guest who gave none (a walk-in): no mail is sent, and the guest is found by phone. */
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('pending'),
    kind: text('kind', { enum: bookingKinds }).notNull().default('event'),
    notes: text('notes'),
    details: jsonb('details').$type<BookingDetails>(),
    paymentId: text('payment_id'),
    orderId: text('order_id'),
    /** Set when the guest cancels through the manage link: what they were promised. */
    cancellation: jsonb('cancellation').$type<BookingCancellation>(),
    /**
     * The cancellation policy's figures published when the booking was made: its cancellation follows
     * them, whatever the owner publishes later. Null on bookings made before they were kept: the first figures.
     */
    cancellationPolicy: jsonb('cancellation_policy').$type<PolicyFigures>(),
    /**
     * Paid after its hold on the rooms had lapsed and the rooms were sold meanwhile: recorded, not
     * confirmed, shown to staff as "paid, no room" for a refund (server/rooms).
     */
    paidWithoutRoom: boolean('paid_without_room').notNull().default(false),
    /**
     * Paid late (its checkout had failed or lapsed), after the promo code's last use or the credit's
     * balance had gone to another guest: the booking stands at what was paid and the discount it was
     * priced with is due (duePaise), shown to staff to collect or waive.
     */
    discountNotApplied: boolean('discount_not_applied').notNull().default(false),
    /**
     * Paid, doctor-guided and held pending until a practitioner has reviewed its guests' health answers
     * (the owner's care setting): staff cannot confirm it meanwhile; the last review confirms it (server/care).
     */
    careHold: boolean('care_hold').notNull().default(false),
    /** What the guest still owes on top of what was paid; balances and deposits build on the same figure. */
    duePaise: integer('due_paise').notNull().default(0),
    /**
     * The deposit terms the booking was sold with (app/lib/deposit.ts): null when the guest paid in full or
     * no rule applied. A cancellation keeps a deposit the terms made non-refundable.
     */
    depositTerms: jsonb('deposit_terms').$type<DepositTerms>(),
    /** The estate's date by which what is due is to be paid; reminders and the overdue rule read it. */
    balanceDueOn: date('balance_due_on', { mode: 'string' }),
    /**
     * What the estate owes the guest back (a move made the booking cheaper than what was paid, or the front
     * desk found a refund due): only an owner gives money back, so it waits on the owner's Needs action
     * list, lowered by each refund and cleared by the owner's refund or credit; the note says why.
     */
    refundDuePaise: integer('refund_due_paise').notNull().default(0),
    refundDueNote: jsonb('refund_due_note').$type<RefundDueNote>(),
    /** The guest's state for GST's place of supply, as asked at checkout; null means the estate's own. */
    customerState: text('customer_state'),
    /**
     * A reservation a guest made without paying holds its seat or rooms only until then, unless the guest
     * follows the link mailed to them first (server/bookings/guest-hold.ts). Null once they have, and for
     * bookings that never waited (paid, or made by staff). A lapsed one is cancelled and keeps the time.
     */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** Who asked for a hold still waiting for its link (the per-client limit's subject); cleared with it. */
    holdClient: text('hold_client'),
    /** The training batch whose seat an enrolment holds (kind 'training'); its seats are counted by it. */
    learningBatchId: uuid('learning_batch_id').references((): AnyPgColumn => learningBatches.id, { onDelete: 'set null' }),
    /**
     * The guest the booking belongs to. Inserts leave it out (DEFAULT): the database's trigger finds or
     * makes the guest from the customer's e-mail and phone, so it is never null once stored.
     */
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id)
      .$defaultFn(() => sql`default`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('bookings_status_check', oneOf(table.status, bookingStatuses)),
    index('bookings_guest_idx').on(table.guestId, table.createdAt),
    // The sweep and the per-guest limits read only the reservations still waiting for their link.
    index('bookings_hold_until_idx')
      .on(table.holdUntil)
      .where(sql`${table.holdUntil} is not null`),
    check('bookings_kind_check', oneOf(table.kind, bookingKinds)),
    check('bookings_due_check', sql`${table.duePaise} >= 0`),
    check('bookings_refund_due_check', sql`${table.refundDuePaise} >= 0`),
    index('bookings_event_date_idx').on(table.eventDate),
    index('bookings_customer_email_idx').on(table.customerEmail),
    index('bookings_event_slot_idx').on(table.eventId, table.selectedSlot),
    index('bookings_created_at_idx').on(table.createdAt),
    index('bookings_learning_batch_idx')
      .on(table.learningBatchId)
      .where(sql`${table.learningBatchId} is not null`),
    // Reminders and the overdue rule read only the bookings with something due on a date.
    index('bookings_balance_due_on_idx')
      .on(table.balanceDueOn)
      .where(sql`${table.duePaise} > 0 and ${table.balanceDueOn} is not null`),
  ],
);

export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    city: text('city').notNull(),
    message: text('message').notNull(),
    subject: text('subject'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The staff member who looks after it; a deactivated account stays named, as it may be reactivated. */
    assigneeId: text('assignee_id').references(() => authUser.id, { onDelete: 'set null' }),
    /** The booking staff made from it with "Turn into a booking". */
    bookingId: uuid('booking_id').references((): AnyPgColumn => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('enquiries_created_at_idx').on(table.createdAt),
    // A guest's profile lists the enquiries sent from their address.
    index('enquiries_email_idx').on(sql`lower(${table.email})`),
  ],
);

// An enquiry's conversation after the guest's first message (which stays on the enquiry): replies staff
// mailed (with the outbox row that carries them, for its send status), internal notes, never mailed, and
// the guest's answers, which arrive by mail outside the app and are pasted in by staff.
export const enquiryMessages = pgTable(
  'enquiry_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: enquiryMessageKinds }).notNull(),
    body: text('body').notNull(),
    authorId: text('author_id').references(() => authUser.id, { onDelete: 'set null' }),
    mailId: uuid('mail_id').references((): AnyPgColumn => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('enquiry_messages_enquiry_idx').on(table.enquiryId, table.createdAt),
    check('enquiry_messages_kind_check', oneOf(table.kind, enquiryMessageKinds)),
  ],
);

// Facts about the database itself, such as whether demo content was ever seeded.
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// The site's page texts the owner edits (server/content): one row per page, keyed as its definition in
// app/content/editable/ is, with what guests read and the draft being written; every publish is a revision.
// The content is JSON checked by the page's schema on every write, so a page joins with a definition, not a migration.
export const contentEntries = pgTable('content_entries', {
  key: text('key').primaryKey(),
  /** The audit log names records by UUID: the page's history is kept under this one. */
  id: uuid('id').notNull().unique().defaultRandom(),
  published: jsonb('published').$type<Record<string, unknown>>().notNull(),
  draft: jsonb('draft').$type<Record<string, unknown>>(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  /** Who published it; null for the first content, seeded from app/content. */
  publishedBy: text('published_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// The owner's media library (server/media): the photos the site content's photo slots choose from, each
// with its alt text. A slot stores the image's key: a shipped photo's manifest name ('misty-hills', the
// release's files in public/media, seeded for the slots' first content), or an upload's generated id.
export const mediaImages = pgTable(
  'media_images',
  {
    key: text('key').primaryKey(),
    /** The audit log names records by UUID: the image's history is kept under this one. */
    id: uuid('id').notNull().unique().defaultRandom(),
    /** A shipped image's manifest name, such as 'forest-stream'. */
    mediaName: text('media_name'),
    /** An uploaded image: the storage key and public URL of its largest stored width (the smaller ones follow from the name). */
    imageKey: text('image_key'),
    imageUrl: text('image_url'),
    /** The name the file was uploaded under (the manifest name for a shipped one): staff search by it. */
    fileName: text('file_name').notNull(),
    alt: text('alt').notNull(),
    /** The largest width's size in pixels, so pages reserve the photo's space before it loads. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'media_images_source_check',
      sql`(${table.mediaName} is not null and ${table.imageKey} is null and ${table.imageUrl} is null) or (${table.mediaName} is null and ${table.imageKey} is not null and ${table.imageUrl} is not null)`,
    ),
    check('media_images_size_check', sql`${table.width} > 0 and ${table.height} > 0`),
  ],
);

export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key')
      .notNull()
      .references(() => contentEntries.key, { onDelete: 'cascade' }),
    /** 1 for the first content, one more with each publish of the page (taken under its entry's row lock). */
    number: integer('number').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by'),
    /** The revision whose content a restore published again. */
    restoredFrom: uuid('restored_from').references((): AnyPgColumn => contentRevisions.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('content_revisions_key_number_idx').on(table.key, table.number)],
);

// Fixed-window counters for public forms, shared by every app process.
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

// Payments: every checkout attempt is a row, so a paid order can always be turned into a
// booking later (by the browser's answer, the webhook or reconciliation), exactly once.

/**
 * What was booked: the retreat's occupancy and start date, or the stay's dates, adults and promo code.
 * `deposit`: the guest chose to pay a deposit, and the order charges it; these are the terms the booking keeps.
 */
export type PaymentOrderDetails = (
  | {
      kind: 'retreat';
      occupancy: RetreatOccupancy;
      startDate: string;
      /** Orders made before migration 0006 have none: one guest. */ guests?: number;
      /** A promo code or credit the guest gave; absent when none. */
      promoCode?: string | null;
      /** Absent on orders made while there was one retreat. */
      retreat?: BookedRetreat;
    }
  | {
      kind: 'stay';
      checkIn: string;
      checkOut: string;
      adults: number;
      nights: number;
      promoCode: string | null;
      /** The room type the guest chose; orders made before rooms were kept have none. */
      roomTypeId?: string;
      /** Each night's list price when the order was priced, kept by the booking it becomes. */
      nightPaise?: number[];
    }
  | { kind: 'event'; eventId: string; eventDate: string; slot: string; title: string }
  | (Omit<TrainingBookingDetails, 'kind'> & { kind: 'training'; title: string; startDate: string; endDate: string })
  /** The practitioner the guest asked for (null: any); the one who gives it is the held appointment's. */
  | (Omit<AppointmentBookingDetails, 'practitionerName' | 'practitionerTitle'> & { eventDate: string; slot: string })
) & { deposit?: DepositTerms };

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: paymentKinds }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    provider: text('provider', { enum: paymentOrderProviders }).notNull(),
    providerOrderId: text('provider_order_id').unique(),
    /** Made by the browser when the checkout opens: the same key again is the same order, never a second charge. */
    idempotencyKey: text('idempotency_key').unique(),
    state: text('state', { enum: paymentOrderStates }).notNull().default('created'),
    details: jsonb('details').$type<PaymentOrderDetails>().notNull(),
    customerName: text('customer_name').notNull(),
    /** Null when the booking paid at the desk has no e-mail address. */
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone').notNull(),
    paymentId: text('payment_id'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    failureReason: text('failure_reason'),
    /** What a promo code or credit took off the list price; amountPaise is what is charged. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The guest's state for GST's place of supply; null means the estate's own. */
    customerState: text('customer_state'),
    /** An online event's checkout holds a seat in this slot until seatHeldUntil. */
    eventId: uuid('event_id').references(() => calendarEvents.id, { onDelete: 'set null' }),
    selectedSlot: text('selected_slot'),
    seatHeldUntil: timestamp('seat_held_until', { withTimezone: true }),
    /** An enrolment's checkout holds a seat of this training batch until seatHeldUntil, as an event's does. */
    learningBatchId: uuid('learning_batch_id').references((): AnyPgColumn => learningBatches.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A payment staff took at the estate (provider 'offline'): how; its reference is payment_id. */
    offlineMethod: text('offline_method', { enum: offlinePaymentMethods }),
    /** 'booking': it pays for (and makes) its booking; 'balance': what is due on a booking already made (bookingId from the start). */
    purpose: text('purpose', { enum: paymentPurposes }).notNull().default('booking'),
    /** The staff member (e-mail) who took a payment at the estate, for the day's cash-up; null online and before it was kept. */
    recordedBy: text('recorded_by'),
  },
  (table) => [
    check('payment_orders_kind_check', oneOf(table.kind, paymentKinds)),
    check('payment_orders_provider_check', oneOf(table.provider, paymentOrderProviders)),
    // Null passes a check constraint: only an offline order names its method.
    check('payment_orders_offline_method_check', oneOf(table.offlineMethod, offlinePaymentMethods)),
    check('payment_orders_state_check', oneOf(table.state, paymentOrderStates)),
    check('payment_orders_amount_check', sql`${table.amountPaise} > 0`),
    // Reconciliation and expiry scan the unpaid orders by age.
    index('payment_orders_state_created_idx').on(table.state, table.createdAt),
    check('payment_orders_discount_check', sql`${table.discountPaise} >= 0`),
    index('payment_orders_event_slot_idx').on(table.eventId, table.selectedSlot),
    index('payment_orders_learning_batch_idx')
      .on(table.learningBatchId)
      .where(sql`${table.learningBatchId} is not null`),
    check('payment_orders_purpose_check', oneOf(table.purpose, paymentPurposes)),
    // One open balance order per booking: a second click on "Pay" finds it rather than opening another.
    uniqueIndex('payment_orders_one_open_balance_idx')
      .on(table.bookingId)
      .where(sql`${table.purpose} = 'balance' and ${table.state} = 'created'`),
    // A booking's payments, each a row: what is paid is read from them all.
    index('payment_orders_booking_idx').on(table.bookingId),
  ],
);

// Webhook deliveries already handled, by Razorpay's x-razorpay-event-id: a redelivery is a no-op.
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// Who changed what and when in the back-office: one row per create, update or delete.
/** Field name to [before, after]; a create has no before, a delete no after. */
export type AuditChanges = Record<string, [unknown, unknown]>;

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entity: text('entity', { enum: auditEntities }).notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action', { enum: auditActions }).notNull(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email').notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_entity_idx').on(table.entity, table.entityId, table.createdAt)],
);

// Guest and staff mail: every message is queued here first and sent by the mail worker, so a
// booking never waits for (or fails with) the mail server, and each message goes out once.

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text content (an .ics file is text), or base64 when `encoding` says so (a PDF). */
  content: string;
  encoding?: 'base64';
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is, such as booking-received, booking-confirmed, staff-new-booking, reminder. */
    kind: text('kind').notNull(),
    /** Makes a message at most once: e.g. `reminder:<booking id>`. Null for messages that may repeat. */
    dedupeKey: text('dedupe_key').unique(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    enquiryId: uuid('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    state: text('state', { enum: mailStates }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may (re)try; a worker sending it pushes this ahead as its claim. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set while a worker sends the message, to the end of its claim: 'Retry now' must not make a
     * message due again under the worker that is sending it. Cleared when the attempt is settled.
     */
    sendingUntil: timestamp('sending_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('mail_outbox_state_check', oneOf(table.state, mailStates)),
    index('mail_outbox_due_idx').on(table.state, table.nextAttemptAt),
    index('mail_outbox_booking_idx').on(table.bookingId),
    // A guest's profile lists the mail sent to their address.
    index('mail_outbox_to_idx').on(sql`lower(${table.to})`),
  ],
);

// Rooms: what the estate can sell per night. A stay or a retreat takes rooms of one type for
// each night of [check-in, check-out) through a hold; the holds that count are the ones not released
// and not expired. Every change to what is sold locks the room type's row first (server/rooms/inventory.ts).

export const roomTypes = pgTable(
  'room_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    // How many rooms the type has is not stored here: it is the number of its active units (room_units).
    adultsPerRoom: integer('adults_per_room').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** An inactive type sells nothing new; its bookings stand. */
    active: boolean('active').notNull().default(true),
    /** The retreat's guests sleep in rooms of this type (at most one type is marked). */
    forRetreat: boolean('for_retreat').notNull().default(false),
    // The type's price (app/lib/stay-price.ts), edited by the owner only. A new type starts at the stay's
    // first content: per adult, at the rate app/content/stay.ts names.
    rateBasis: text('rate_basis', { enum: rateBases }).notNull().default('adult'),
    /** Per adult, or per room including `includedAdults`. */
    nightlyRatePaise: integer('nightly_rate_paise').notNull().default(FIRST_NIGHTLY_RATE_PAISE),
    includedAdults: integer('included_adults').notNull().default(1),
    extraAdultPaise: integer('extra_adult_paise').notNull().default(0),
    /** Friday and Saturday nights' own rates; null: the usual ones. */
    weekendRatePaise: integer('weekend_rate_paise'),
    weekendExtraAdultPaise: integer('weekend_extra_adult_paise'),
    minNights: integer('min_nights').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('room_types_adults_per_room_check', sql`${table.adultsPerRoom} between 1 and 4`),
    check('room_types_rate_basis_check', oneOf(table.rateBasis, rateBases)),
    check(
      'room_types_rates_check',
      sql`${table.nightlyRatePaise} >= 0 and ${table.extraAdultPaise} >= 0 and ${table.includedAdults} >= 0 and ${table.minNights} >= 1 and coalesce(${table.weekendRatePaise}, 0) >= 0 and coalesce(${table.weekendExtraAdultPaise}, 0) >= 0`,
    ),
    uniqueIndex('room_types_one_for_retreat_idx')
      .on(table.forRetreat)
      .where(sql`${table.forRetreat}`),
  ],
);

/** A type's own rates for a run of nights (a season, "Diwali week"); periods of one type never overlap. */
export const roomRatePeriods = pgTable(
  'room_rate_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    firstNight: date('first_night', { mode: 'string' }).notNull(),
    lastNight: date('last_night', { mode: 'string' }).notNull(),
    nightlyRatePaise: integer('nightly_rate_paise').notNull(),
    extraAdultPaise: integer('extra_adult_paise').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    check('room_rate_periods_range_check', sql`${table.lastNight} >= ${table.firstNight}`),
    check('room_rate_periods_rates_check', sql`${table.nightlyRatePaise} >= 0 and ${table.extraAdultPaise} >= 0`),
    index('room_rate_periods_type_idx').on(table.roomTypeId, table.firstNight),
  ],
);

/** The rooms themselves ("Garden 1"): a type sells as many rooms as it has active units. */
export const roomUnits = pgTable(
  'room_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** An inactive unit is not sold and takes no guests; its past stays keep its name. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('room_units_type_name_idx').on(table.roomTypeId, table.name),
    index('room_units_type_idx').on(table.roomTypeId, table.sortOrder),
  ],
);

/** Nights that sell nothing: of one unit, of one type, or of the whole estate when the type is null. Both ends are nights. */
export const roomClosures = pgTable(
  'room_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomTypeId: uuid('room_type_id').references(() => roomTypes.id, { onDelete: 'cascade' }),
    /** Set: only this unit of the type is closed, and the type sells one room fewer on those nights. */
    unitId: uuid('unit_id').references(() => roomUnits.id, { onDelete: 'cascade' }),
    firstNight: date('first_night', { mode: 'string' }).notNull(),
    lastNight: date('last_night', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('room_closures_range_check', sql`${table.lastNight} >= ${table.firstNight}`),
    check('room_closures_unit_has_type_check', sql`${table.unitId} is null or ${table.roomTypeId} is not null`),
    index('room_closures_nights_idx').on(table.firstNight, table.lastNight),
  ],
);

export const roomHolds = pgTable(
  'room_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    /** The first night; the hold covers the nights up to, not including, checkOut. */
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    rooms: integer('rooms').notNull(),
    /** The checkout that holds the rooms while the guest pays. */
    paymentOrderId: uuid('payment_order_id')
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /**
     * An unpaid checkout's hold lapses then, and so does a reservation's still waiting for its guest's link
     * (its booking's holdUntil); null once a booking owns the rooms for good.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set when the rooms are given back: cancelled, failed, or lapsed and tidied by reconciliation. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('room_holds_range_check', sql`${table.checkOut} > ${table.checkIn}`),
    check('room_holds_rooms_check', sql`${table.rooms} > 0`),
    index('room_holds_type_nights_idx').on(table.roomTypeId, table.checkIn, table.checkOut),
    index('room_holds_booking_idx').on(table.bookingId),
  ],
);

/**
 * Which unit a hold sleeps in, night by night. Only holds that count have rows (a release deletes them,
 * a lapsed hold's are cleared under its type's lock before units are given again), so the primary key
 * is the database's own refusal of one unit on one night for two guests.
 */
export const roomUnitNights = pgTable(
  'room_unit_nights',
  {
    unitId: uuid('unit_id')
      .notNull()
      .references(() => roomUnits.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    holdId: uuid('hold_id')
      .notNull()
      .references(() => roomHolds.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.unitId, table.night] }), index('room_unit_nights_hold_idx').on(table.holdId)],
);

// Money after the booking: refunds asked of the provider, promo codes and guests' credits,
// and the GST documents issued for payments and refunds.

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    paymentOrderId: uuid('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id),
    /** The provider's payment being refunded. */
    paymentId: text('payment_id').notNull(),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    /**
     * Why this refund exists, e.g. `guest-cancel:<booking id>`: one refund per cause, ever, which is one
     * row for each payment order it goes back to (a booking paid in several payments).
     */
    cause: text('cause').notNull(),
    state: text('state', { enum: refundStates }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id').unique(),
    /** Who asked: a staff member's e-mail, or 'guest'. */
    requestedBy: text('requested_by').notNull(),
    failureReason: text('failure_reason'),
    /** When the provider last accepted or was last asked about this refund; reconciliation looks again later. */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('refunds_amount_check', sql`${table.amountPaise} > 0`),
    check('refunds_state_check', oneOf(table.state, refundStates)),
    check('refunds_provider_check', oneOf(table.provider, paymentProviders)),
    uniqueIndex('refunds_cause_payment_order_idx').on(table.cause, table.paymentOrderId),
    index('refunds_payment_order_idx').on(table.paymentOrderId),
    index('refunds_booking_idx').on(table.bookingId),
    index('refunds_state_created_idx').on(table.state, table.createdAt),
  ],
);

/**
 * Money to give back by hand: a payment staff took at the estate (cash, UPI, card at the desk) for a
 * booking the estate cancelled. It never goes through the provider; staff pay it out and record that.
 * One per cause, ever, like a refund.
 */
export const refundsDue = pgTable(
  'refunds_due',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    paymentOrderId: uuid('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    cause: text('cause').notNull().unique(),
    requestedBy: text('requested_by').notNull(),
    /** When staff gave the money back, and who. */
    paidOutAt: timestamp('paid_out_at', { withTimezone: true }),
    paidOutBy: text('paid_out_by'),
    createdAt: createdAt(),
  },
  (table) => [check('refunds_due_amount_check', sql`${table.amountPaise} > 0`), index('refunds_due_booking_idx').on(table.bookingId)],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As staff typed it; matched case-insensitively (the unique index is on upper(code)). */
    code: text('code').notNull(),
    kind: text('kind', { enum: promoCodeKinds }).notNull().default('promo'),
    discountType: text('discount_type', { enum: discountTypes }).notNull(),
    /** For 'percent': 1–100. */
    percentOff: integer('percent_off'),
    /** For 'fixed': the sum taken off; for a credit, the sum it was issued for. */
    amountPaise: integer('amount_paise'),
    /** For a credit: what is left to spend. */
    balancePaise: integer('balance_paise'),
    /**
     * For a credit: what was taken back when its cancelled booking was reinstated. The credit counts
     * against the booking's payment for amountPaise less this, whatever its balance or state says.
     */
    voidedPaise: integer('voided_paise').notNull().default(0),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    maxUses: integer('max_uses'),
    maxUsesPerEmail: integer('max_uses_per_email'),
    appliesTo: text('applies_to').array().notNull(),
    active: boolean('active').notNull().default(true),
    /** For a credit: the cancelled booking it came from, and the guest it was given to. */
    sourceBookingId: uuid('source_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    ownerEmail: text('owner_email'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_codes_code_idx').on(sql`upper(${table.code})`),
    uniqueIndex('promo_codes_source_booking_idx').on(table.sourceBookingId),
    check('promo_codes_kind_check', oneOf(table.kind, promoCodeKinds)),
    check('promo_codes_discount_type_check', oneOf(table.discountType, discountTypes)),
    check('promo_codes_percent_check', sql`${table.percentOff} is null or ${table.percentOff} between 1 and 100`),
    check('promo_codes_amount_check', sql`${table.amountPaise} is null or ${table.amountPaise} > 0`),
    check('promo_codes_balance_check', sql`${table.balancePaise} is null or ${table.balancePaise} >= 0`),
    check('promo_codes_voided_check', sql`${table.voidedPaise} >= 0`),
  ],
);

/** One use of a code by one checkout; it counts while the order may still be paid, and for good once paid. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    paymentOrderId: uuid('payment_order_id')
      .notNull()
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    customerEmail: text('customer_email').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    /**
     * An unpaid checkout's use lapses then, with its hold on rooms or a seat, and stops counting; null
     * once the order is paid (and on uses recorded before checkouts lapsed).
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set when the order failed or its use lapsed unpaid: the use (and a credit's balance) is given back. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('promo_redemptions_discount_check', sql`${table.discountPaise} > 0`),
    index('promo_redemptions_code_idx').on(table.promoCodeId),
  ],
);

/** What a GST document shows, frozen when it is issued: a later change of settings never rewrites it. */
export interface InvoiceDocument {
  seller: { legalName: string; gstin: string | null; address: string; state: string; stateCode: string | null };
  /** email is null for a guest who gave none. */
  buyer: { name: string; email: string | null; phone: string; state: string | null };
  placeOfSupply: string;
  /** For a credit note: the invoice it corrects, its date, and why (the refund's reason). */
  againstInvoiceNumber?: string;
  againstInvoiceDate?: string;
  reason?: string;
  /** The date of issue in the estate's time zone (YYYY-MM-DD), as printed. */
  issuedOn: string;
  bookingReference: string;
  /** What a promo code or credit took off the list price before tax; the lines carry what was charged. */
  discountPaise: number;
  lines: InvoiceLine[];
  totalPaise: number;
  amountInWords: string;
  pricesIncludeGst: boolean;
  /**
   * On the tax invoice issued at the final payment when advances get receipt vouchers: the vouchers it
   * settles, each with what it received (less what was refunded of it). The lines are the whole supply;
   * the payment itself brought the total less these.
   */
  advances?: AdvanceReceived[];
}

/** An advance a final tax invoice takes into account: its receipt voucher and the tax it already bore. */
export interface AdvanceReceived {
  number: string;
  issuedOn: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface InvoiceLine {
  description: string;
  sac: string | null;
  taxablePaise: number;
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    /** e.g. SKN/26-27/000123 (at most 16 characters); credit notes and receipt vouchers have their own series, SKNC and SKNR. */
    number: text('number').notNull().unique(),
    /** 2026-27: April to March, in the estate's time zone. */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The payment a tax invoice (or receipt voucher) is for: one document per payment received (a booking may have several). */
    paymentOrderId: uuid('payment_order_id')
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'set null' }),
    refundId: uuid('refund_id')
      .unique()
      .references(() => refunds.id, { onDelete: 'set null' }),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('invoices_kind_check', oneOf(table.kind, invoiceKinds)), index('invoices_booking_idx').on(table.bookingId)],
);

/** The last number issued per series and financial year, locked and raised in the issuing transaction: no gap, no duplicate. */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.series, table.financialYear] })],
);

// The newsletter: double opt-in. A sign-up is pending until the link mailed to the address
// is followed; the same link's token later unsubscribes. Only the token's hash is stored.
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    state: text('state', { enum: newsletterStates }).notNull().default('pending'),
    /** sha256 of the token in the confirmation and unsubscribe links. */
    tokenHash: text('token_hash').notNull().unique(),
    /** When the confirmation link was last sent: a pending link older than a week no longer confirms. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(sql`lower(${table.email})`),
    check('newsletter_subscribers_state_check', oneOf(table.state, newsletterStates)),
  ],
);

// The public gallery and the home page's collage, kept by staff in the back-office. A photo is
// either one shipped with the site (public/media, named in app/content/media-manifest.ts) or one uploaded
// through server/uploads; positions run 1..n without gaps, hidden photos keeping theirs.
export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A shipped image's manifest name, such as 'forest-stream'. */
    mediaName: text('media_name'),
    /** An uploaded image: the storage key and public URL of its largest stored width (the smaller ones follow from the name). */
    imageKey: text('image_key'),
    imageUrl: text('image_url'),
    /** The largest width's size in pixels, so pages reserve the photo's space before it loads. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull(),
    position: integer('position').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'gallery_photos_source_check',
      sql`(${table.mediaName} is not null and ${table.imageKey} is null and ${table.imageUrl} is null) or (${table.mediaName} is null and ${table.imageKey} is not null and ${table.imageUrl} is not null)`,
    ),
    check('gallery_photos_size_check', sql`${table.width} > 0 and ${table.height} > 0`),
    check('gallery_photos_position_check', sql`${table.position} >= 1`),
    index('gallery_photos_position_idx').on(table.position),
  ],
);

// The door of the day: a booked guest checked in or marked a no-show, by whom and when.
// One row per booking; undoing it removes the row (the booking's audit trail keeps what happened).
export const bookingAttendance = pgTable(
  'booking_attendance',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    state: text('state', { enum: attendanceStates }).notNull(),
    byUserId: text('by_user_id'),
    byEmail: text('by_email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** A stay's guest leaving: who saw them out and when (a checked-in stay only). */
    checkedOutByUserId: text('checked_out_by_user_id'),
    checkedOutByEmail: text('checked_out_by_email'),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
  },
  (table) => [check('booking_attendance_state_check', oneOf(table.state, attendanceStates))],
);

/**
 * A teacher-training programme of /learning. The site's first two are seeded from app/content/learning.ts;
 * the owner keeps them and adds more on the Learning screen.
 */
export const learningProgrammes = pgTable('learning_programmes', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** A short name for the programme in addresses and the seed ('yttc', 'aerial'). */
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  highlights: jsonb('highlights').$type<string[]>().notNull(),
  /** What an applicant answers when enrolling (app/lib/training.ts); none, the form asks only for contact details. */
  questions: jsonb('questions').$type<ApplicationQuestion[]>().notNull().default([]),
  /** A shipped picture's manifest name (the seeded programmes'), drawn at every width the site ships. */
  mediaName: text('media_name'),
  /** An uploaded photo, which wins over the shipped picture. */
  imageUrl: text('image_url'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** An inactive programme is not shown on /learning. */
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A batch of a programme: its dates, its fee for each participant (none: on request) and its seats. */
export const learningBatches = pgTable(
  'learning_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programmeId: uuid('programme_id')
      .notNull()
      .references(() => learningProgrammes.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    feePaise: integer('fee_paise'),
    seats: integer('seats'),
    /** What part of the fee an enrolment pays first, and when the rest is due (app/lib/deposit.ts). */
    depositRule: jsonb('deposit_rule').$type<DepositRule>().notNull().default({ type: 'none' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('learning_batches_dates_check', sql`${table.endDate} >= ${table.startDate}`),
    check('learning_batches_fee_check', sql`${table.feePaise} is null or ${table.feePaise} > 0`),
    check('learning_batches_seats_check', sql`${table.seats} is null or ${table.seats} > 0`),
    index('learning_batches_programme_idx').on(table.programmeId, table.startDate),
  ],
);

// The retreats the estate sells, kept by the owner in the back-office (the first one, 'package', is seeded
// from app/content/retreat.ts on every new database). Prices are figures, every total derives from them
// (app/lib/retreat-price.ts); a booking keeps its own price and length, so an edit changes only new bookings.
export const retreats = pgTable(
  'retreats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    cardText: text('card_text').notNull(),
    description: jsonb('description').$type<string[]>().notNull(),
    nights: integer('nights').notNull(),
    programmeRupees: integer('programme_rupees').notNull(),
    occupancies: jsonb('occupancies').$type<Occupancy[]>().notNull(),
    itinerary: jsonb('itinerary').$type<ItineraryDay[]>().notNull(),
    instructors: jsonb('instructors').$type<Instructor[]>().notNull(),
    facilities: jsonb('facilities').$type<string[]>().notNull(),
    highlights: jsonb('highlights').$type<string[]>().notNull(),
    inclusions: jsonb('inclusions').$type<string[]>().notNull(),
    exclusions: jsonb('exclusions').$type<string[]>().notNull(),
    /** A shipped image's manifest name for its card and page; none, the site's retreat photos. */
    photo: text('photo'),
    /** What part of the price a guest may pay at checkout and when the rest falls due; none, paid in full. */
    depositRule: jsonb('deposit_rule').$type<DepositRule>().notNull().default({ type: 'none' }),
    /** Guided by the estate's doctors: its guests' health answers are open to every doctor, and may need review first. */
    doctorGuided: boolean('doctor_guided').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('retreats_nights_check', sql`${table.nights} between 1 and 30`),
    check('retreats_programme_check', sql`${table.programmeRupees} >= 0`),
  ],
);

// A retreat's fixed start dates, each for a group of at most `places` guests. A retreat without any
// starts on any bookable day.
export const retreatDepartures = pgTable(
  'retreat_departures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    retreatId: uuid('retreat_id')
      .notNull()
      .references(() => retreats.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    places: integer('places').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('retreat_departures_start_idx').on(table.retreatId, table.startDate),
    check('retreat_departures_places_check', sql`${table.places} >= 1`),
  ],
);

/** The notices a booking's balance gives its guest: a reminder some days before it is due, then overdue. */
export const balanceNoticeStages = ['days-14', 'days-7', 'days-2', 'overdue', 'cancel-notice'] as const;
export type BalanceNoticeStage = (typeof balanceNoticeStages)[number];

// Each notice about a booking's balance, once: the row is inserted in the transaction that queues its mail,
// and the unique (booking, stage) index lets only one of two processes running the job at once do both.
export const balanceNotices = pgTable(
  'balance_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: balanceNoticeStages }).notNull(),
    /** The due date the notice was about: a balance given a new date is reminded afresh. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** The date the guest was told the booking will be cancelled on, when the notice named one. */
    cancelOn: date('cancel_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('balance_notices_stage_idx').on(table.bookingId, table.stage, table.dueOn),
    check('balance_notices_stage_check', oneOf(table.stage, balanceNoticeStages)),
  ],
);

// The owner's questionnaires (a health form, an intake form): the definition is the JSON the builder makes,
// checked by app/lib/questionnaire.ts on every save; `version` counts the saves, so answers can say which
// wording they answered. The answers are kept elsewhere, encrypted (server/health/crypto.ts).
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    definition: jsonb('definition').$type<FormDefinition>().notNull(),
    version: integer('version').notNull().default(1),
    /** An inactive questionnaire is kept with its uses, but asked of no guest. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('questionnaires_version_check', sql`${table.version} >= 1`)],
);

// What each questionnaire is asked for: every stay, or one retreat, training programme, class or event (the
// column of its kind set, the others null), required or optional, at checkout or before arrival. A record
// it serves that is deleted takes the use with it.
export const questionnaireUses = pgTable(
  'questionnaire_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    serves: text('serves', { enum: questionnaireServes }).notNull(),
    retreatId: uuid('retreat_id').references(() => retreats.id, { onDelete: 'cascade' }),
    programmeId: uuid('programme_id').references(() => learningProgrammes.id, { onDelete: 'cascade' }),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => calendarEvents.id, { onDelete: 'cascade' }),
    required: boolean('required').notNull().default(true),
    fillAt: text('fill_at', { enum: questionnaireFillTimes }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('questionnaire_uses_serves_check', oneOf(table.serves, questionnaireServes)),
    check('questionnaire_uses_fill_at_check', oneOf(table.fillAt, questionnaireFillTimes)),
    // Exactly the column of what it serves is set.
    check(
      'questionnaire_uses_target_check',
      sql`(${table.retreatId} is not null) = (${table.serves} = 'retreat')
        and (${table.programmeId} is not null) = (${table.serves} = 'training')
        and (${table.classId} is not null) = (${table.serves} = 'class')
        and (${table.eventId} is not null) = (${table.serves} = 'event')`,
    ),
    // One use of a questionnaire per thing it serves (every stay counts as one thing).
    uniqueIndex('questionnaire_uses_target_idx').on(
      table.questionnaireId,
      table.serves,
      sql`coalesce(${table.retreatId}, ${table.programmeId}, ${table.classId}, ${table.eventId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
  ],
);

// Everyone a booking is for: the booker at position 1 (always the booking's own guest; drizzle/0038's
// triggers add and follow it), then each other guest as the booker or staff name them. Each has a profile.
export const bookingGuests = pgTable(
  'booking_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('booking_guests_position_idx').on(table.bookingId, table.position),
    index('booking_guests_guest_idx').on(table.guestId),
    check('booking_guests_position_check', sql`${table.position} between 1 and 50`),
  ],
);

// One guest's answers to one questionnaire for one booking. The answers (JSON) and the practitioner's note
// are sealed with the health key (server/health/crypto.ts), so the database alone cannot read them; the
// statuses and the review's outcome are plain, for the front desk's lists. Retention and erasure clear the
// sealed parts and the files, and keep the row with the time they did.
export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingGuestId: uuid('booking_guest_id')
      .notNull()
      .references(() => bookingGuests.id, { onDelete: 'cascade' }),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    /** The questionnaire's version the answers were given to. */
    questionnaireVersion: integer('questionnaire_version').notNull(),
    answers: text('answers'),
    status: text('status', { enum: questionnaireResponseStatuses }).notNull().default('draft'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The guest agreed to keep their answers after the retention period. */
    keep: boolean('keep').notNull().default(false),
    review: text('review', { enum: careReviews }),
    reviewNote: text('review_note'),
    reviewedBy: text('reviewed_by').references(() => authUser.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('questionnaire_responses_guest_idx').on(table.bookingGuestId, table.questionnaireId),
    index('questionnaire_responses_questionnaire_idx').on(table.questionnaireId),
    check('questionnaire_responses_status_check', oneOf(table.status, questionnaireResponseStatuses)),
    check('questionnaire_responses_review_check', sql`${table.review} is null or ${oneOf(table.review, careReviews)}`),
  ],
);

// A file a guest gave in answer to a file question (a medical report): its name and bytes sealed like the
// answers, its kind checked by content when uploaded.
export const questionnaireFiles = pgTable(
  'questionnaire_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    responseId: uuid('response_id')
      .notNull()
      .references(() => questionnaireResponses.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('questionnaire_files_response_idx').on(table.responseId)],
);

// Every time a member of staff read a guest's answers, opened one of their files or reviewed them: shown
// on the guest's profile. The staff member's name and address are copied, so the line outlives the account.
export const healthAccessLog = pgTable(
  'health_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    responseId: uuid('response_id').references(() => questionnaireResponses.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => authUser.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    staffEmail: text('staff_email').notNull(),
    action: text('action', { enum: healthAccessActions }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('health_access_log_guest_idx').on(table.guestId, table.at),
    check('health_access_log_action_check', oneOf(table.action, healthAccessActions)),
  ],
);

// The estate's doctors and therapists: a staff account with the Practitioner role has one. A doctor sees
// the answers of every guest of a doctor-guided stay; any practitioner those of the guests assigned to them.
export const practitioners = pgTable('practitioners', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => authUser.id, { onDelete: 'cascade' }),
  doctor: boolean('doctor').notNull().default(false),
  /** What guests read under their name when choosing who gives a therapy ("Ayurvedic physician"). */
  title: text('title'),
  /** Offered to guests and staff for appointments; off, their past appointments stay and no new ones are taken. */
  takesAppointments: boolean('takes_appointments').notNull().default(true),
  createdAt: createdAt(),
});

// Which practitioners look after which guest (chosen on the guest's profile).
export const guestPractitioners = pgTable(
  'guest_practitioners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    practitionerId: uuid('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // Not unique: a merge may bring the same practitioner twice, which reads the same.
  (table) => [
    index('guest_practitioners_guest_idx').on(table.guestId),
    index('guest_practitioners_practitioner_idx').on(table.practitionerId),
  ],
);

// A guest's request, from their own link, that the estate erase their data; staff confirm it, and the
// erasure keeps what tax law requires of bookings and invoices.
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedBy: text('confirmed_by').references(() => authUser.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [index('erasure_requests_guest_idx').on(table.guestId)],
);

// The questionnaire reminders mailed for one guest's missing form, each stage once.
export const questionnaireReminders = pgTable(
  'questionnaire_reminders',
  {
    bookingGuestId: uuid('booking_guest_id')
      .notNull()
      .references(() => bookingGuests.id, { onDelete: 'cascade' }),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: questionnaireReminderStages }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingGuestId, table.questionnaireId, table.stage] }),
    check('questionnaire_reminders_stage_check', oneOf(table.stage, questionnaireReminderStages)),
  ],
);

// A therapy or consultation guests book by the hour: who may give it (service_practitioners), the kind of
// treatment room it needs, how long it takes and how long the room and practitioner need after it.
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** A media-library image's name; none, the category's photo. */
    photo: text('photo'),
    category: text('category', { enum: serviceCategories }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Time after each session before the practitioner and the room take the next one. */
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    pricePaise: integer('price_paise').notNull(),
    /** What a guest staying at the estate pays instead, when it differs. */
    stayPricePaise: integer('stay_price_paise'),
    /** The kind of treatment room it needs; none, it takes no room (a consultation by phone). */
    roomKind: text('room_kind', { enum: treatmentRoomKinds }),
    /** Offered on the Therapies page; otherwise only staff book it. */
    bookableOnline: boolean('bookable_online').notNull().default(true),
    paymentMode: text('payment_mode', { enum: servicePaymentModes }).notNull().default('online'),
    /** What part of the price a guest may pay at checkout and when the rest falls due; none, paid in full. */
    depositRule: jsonb('deposit_rule').$type<DepositRule>().notNull().default({ type: 'none' }),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('services_category_check', oneOf(table.category, serviceCategories)),
    check('services_room_kind_check', sql`${table.roomKind} is null or ${oneOf(table.roomKind, treatmentRoomKinds)}`),
    check('services_payment_mode_check', oneOf(table.paymentMode, servicePaymentModes)),
    check('services_duration_check', sql`${table.durationMinutes} between 5 and 480`),
    check('services_buffer_check', sql`${table.bufferMinutes} between 0 and 240`),
    check('services_price_check', sql`${table.pricePaise} >= 0 and (${table.stayPricePaise} is null or ${table.stayPricePaise} >= 0)`),
  ],
);

// Which practitioners are qualified to give which service.
export const servicePractitioners = pgTable(
  'service_practitioners',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    practitionerId: uuid('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.practitionerId] }),
    index('service_practitioners_practitioner_idx').on(table.practitionerId),
  ],
);

// A practitioner's weekly working hours: one row per working weekday (0 Sunday … 6 Saturday), in the
// estate's time zone, with an optional break inside them.
export const practitionerHours = pgTable(
  'practitioner_hours',
  {
    practitionerId: uuid('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    /** Minutes after midnight. */
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    breakStartMinute: integer('break_start_minute'),
    breakEndMinute: integer('break_end_minute'),
  },
  (table) => [
    primaryKey({ columns: [table.practitionerId, table.weekday] }),
    check('practitioner_hours_weekday_check', sql`${table.weekday} between 0 and 6`),
    check(
      'practitioner_hours_span_check',
      sql`0 <= ${table.startMinute} and ${table.startMinute} < ${table.endMinute} and ${table.endMinute} <= 1440`,
    ),
    check(
      'practitioner_hours_break_check',
      sql`(${table.breakStartMinute} is null and ${table.breakEndMinute} is null) or (${table.startMinute} <= ${table.breakStartMinute} and ${table.breakStartMinute} < ${table.breakEndMinute} and ${table.breakEndMinute} <= ${table.endMinute})`,
    ),
  ],
);

// A practitioner's time off (leave, a course): no appointment is offered inside it.
export const practitionerTimeOff = pgTable(
  'practitioner_time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    practitionerId: uuid('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('practitioner_time_off_idx').on(table.practitionerId, table.startsAt),
    check('practitioner_time_off_span_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

// The estate's treatment rooms; a service needing a kind of room takes any free one of that kind.
export const treatmentRooms = pgTable(
  'treatment_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    kind: text('kind', { enum: treatmentRoomKinds }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [check('treatment_rooms_kind_check', oneOf(table.kind, treatmentRoomKinds))],
);

// A treatment room out of use for a while (repairs, a deep clean).
export const treatmentRoomClosures = pgTable(
  'treatment_room_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => treatmentRooms.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('treatment_room_closures_idx').on(table.roomId, table.startsAt),
    check('treatment_room_closures_span_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

// One session of a service: its practitioner, its room (when the service needs one) and its time. Its
// booking carries the guest and the money; one held for an online checkout has no booking until paid.
// The practitioner's and the room's rows are locked while a time is taken, so two sessions of one
// practitioner or room never overlap (server/therapies).
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** The online checkout holding the time until it is paid or lapses. */
    paymentOrderId: uuid('payment_order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    practitionerId: uuid('practitioner_id')
      .notNull()
      .references(() => practitioners.id),
    roomId: uuid('room_id').references(() => treatmentRooms.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The end of the session's buffer: the practitioner and the room are busy until then. */
    busyUntil: timestamp('busy_until', { withTimezone: true }).notNull(),
    status: text('status', { enum: appointmentStatuses }).notNull().default('booked'),
    /** Until when a held time waits for its checkout's payment. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** The stay it was booked during, from that stay's booking page. */
    stayBookingId: uuid('stay_booking_id').references((): AnyPgColumn => bookings.id, { onDelete: 'set null' }),
    /** How often the guest has moved it themselves: the first move is free. */
    guestReschedules: integer('guest_reschedules').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('appointments_status_check', oneOf(table.status, appointmentStatuses)),
    check('appointments_span_check', sql`${table.startsAt} < ${table.endsAt} and ${table.endsAt} <= ${table.busyUntil}`),
    index('appointments_practitioner_idx').on(table.practitionerId, table.startsAt),
    index('appointments_room_idx').on(table.roomId, table.startsAt),
    index('appointments_booking_idx').on(table.bookingId),
    index('appointments_starts_idx').on(table.startsAt),
  ],
);
