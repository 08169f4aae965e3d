// Every list of values the estate's records can hold, declared once. The database schema
// (server/db/schema.ts: its enum columns and check constraints), the Zod schemas of the forms and the
// views the screens receive all import these, so a new status or kind is one line here (and a
// migration for the check constraint). Plain values, no imports: both the server and the browser use it.

/** The label on an event's card (its `tag`). */
export const eventTags = ['UPCOMING', 'FEATURED', 'POPULAR'] as const;
export type EventTag = (typeof eventTags)[number];

/** The calendar's "Filter By Type" values. */
export const eventTypes = ['therapy', 'workshop', 'retreat'] as const;
export type EventType = (typeof eventTypes)[number];

/** How an event repeats: not at all, every day, or on chosen weekdays. */
export const eventRepeats = ['none', 'daily', 'weekly'] as const;
export type EventRepeat = (typeof eventRepeats)[number];

/** Where a repeat stops: after a number of events, or on a date. */
export const repeatEnds = ['count', 'until'] as const;
export type RepeatEnd = (typeof repeatEnds)[number];

/** What an edit or a delete of an event in a series reaches: that event alone, or it and the later ones. */
export const seriesScopes = ['this', 'later'] as const;
export type SeriesScope = (typeof seriesScopes)[number];

export const bookingStatuses = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * What a booking is for: a calendar slot, the retreat package, a stay, a place in a training batch or a
 * therapy or consultation appointment. Staff filter by it.
 */
export const bookingKinds = ['event', 'retreat', 'stay', 'training', 'appointment'] as const;
export type BookingKind = (typeof bookingKinds)[number];
/** What staff book for a guest by hand: an enrolment comes only with its application (and its payment). */
export const staffBookingKinds = ['event', 'retreat', 'stay'] as const satisfies readonly BookingKind[];
export type StaffBookingKind = (typeof staffBookingKinds)[number];

/** The retreat's rooms: app/content/retreat.ts prices each. */
export const retreatOccupancies = ['double', 'single'] as const;
export type RetreatOccupancy = (typeof retreatOccupancies)[number];

/** What a guest's cancellation gives under the cancellation policy. */
export const cancellationOutcomes = ['credit', 'refund-or-credit', 'none'] as const;
export type CancellationOutcome = (typeof cancellationOutcomes)[number];

/**
 * What is paid online: the retreat, the stay, calendar events whose payment is 'online', enrolments in a
 * training batch and appointments for services paid online.
 */
export const paymentKinds = ['retreat', 'stay', 'event', 'training', 'appointment'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

export const paymentProviders = ['razorpay', 'demo'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/**
 * Who took a payment order's money: a provider above, or staff at the estate ('offline').
 * An offline payment counts as paid everywhere (CSV, invoices, revenue) but is never refunded through a provider.
 */
export const paymentOrderProviders = [...paymentProviders, 'offline'] as const;
export type PaymentOrderProvider = (typeof paymentOrderProviders)[number];

/** How a payment taken by staff at the estate was made. */
export const offlinePaymentMethods = ['cash', 'upi', 'card', 'bank-transfer'] as const;
export type OfflinePaymentMethod = (typeof offlinePaymentMethods)[number];

export const paymentOrderStates = ['created', 'paid', 'failed', 'expired'] as const;
export type PaymentOrderState = (typeof paymentOrderStates)[number];

/**
 * What a payment order pays: the booking it makes (a checkout, or staff taking its price), or what is
 * still due on a booking that exists (its balance). Deposits and schedules add theirs beside these.
 */
export const paymentPurposes = ['booking', 'balance'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/** How a calendar event is paid: at the estate (SPEC's pending reservation) or online at booking. */
export const eventPaymentModes = ['at-estate', 'online'] as const;
export type EventPaymentMode = (typeof eventPaymentModes)[number];

/** A refund asked of the provider: pending until its refund.processed or refund.failed arrives. */
export const refundStates = ['pending', 'processed', 'failed'] as const;
export type RefundState = (typeof refundStates)[number];

/** A code that lowers a price: a promotion made by staff, or a guest's credit from a cancellation. */
export const promoCodeKinds = ['promo', 'credit'] as const;
export type PromoCodeKind = (typeof promoCodeKinds)[number];

/** A promotion takes a percentage off, or a fixed sum in rupees; a credit is always a fixed sum. */
export const discountTypes = ['percent', 'fixed'] as const;
export type DiscountType = (typeof discountTypes)[number];

/** What a promo code may be used for. */
export const promoTargets = ['stay', 'retreat', 'event'] as const;
export type PromoTarget = (typeof promoTargets)[number];

/**
 * GST documents: a tax invoice per payment, a credit note per refund (receipts when no GSTIN is set); with
 * GST_ADVANCES=receipt-voucher, a receipt voucher for each advance and the tax invoice at the final payment.
 */
export const invoiceKinds = ['invoice', 'credit-note', 'receipt-voucher'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** A newsletter sign-up: waiting for its confirmation link, subscribed, or unsubscribed. */
export const newsletterStates = ['pending', 'subscribed', 'unsubscribed'] as const;
export type NewsletterState = (typeof newsletterStates)[number];

/** What staff recorded at the door for a booked guest on the day: arrived, or did not come. */
export const attendanceStates = ['checked_in', 'no_show'] as const;
export type AttendanceState = (typeof attendanceStates)[number];

export const mailStates = ['queued', 'sent', 'failed'] as const;
export type MailState = (typeof mailStates)[number];

/** What an enquiry's conversation holds: a reply mailed by staff, an internal note, the guest's answer as staff recorded it. */
export const enquiryMessageKinds = ['reply', 'note', 'answer'] as const;
export type EnquiryMessageKind = (typeof enquiryMessageKinds)[number];

export const auditEntities = [
  'event',
  'class',
  'instructor',
  'booking',
  'blog',
  'enquiry',
  'room-type',
  'room-closure',
  'promo-code',
  'refund',
  'gallery-photo',
  'learning-programme',
  'retreat',
  'content',
  'media-image',
  'guest',
  'questionnaire',
  'service',
  'practitioner',
  'treatment-room',
  'appointment',
] as const;
export type AuditEntity = (typeof auditEntities)[number];

export const auditActions = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof auditActions)[number];

/** How a room type is priced: per adult per night, or per room with the adults it includes (app/lib/stay-price.ts). */
export const rateBases = ['adult', 'room'] as const;
export type RateBasis = (typeof rateBases)[number];

/**
 * What a questionnaire is attached to: every stay, one retreat, one training programme, one class (each
 * date its timetable makes), or one dated event.
 */
export const questionnaireServes = ['stays', 'retreat', 'training', 'class', 'event'] as const;
export type QuestionnaireServes = (typeof questionnaireServes)[number];

/** When the guest fills an attached questionnaire: in the checkout, or from the booking page before arrival. */
export const questionnaireFillTimes = ['checkout', 'before-arrival'] as const;
export type QuestionnaireFillTime = (typeof questionnaireFillTimes)[number];

/** A guest's answers to one questionnaire: being written (saved as they go), or sent as complete. */
export const questionnaireResponseStatuses = ['draft', 'complete'] as const;
export type QuestionnaireResponseStatus = (typeof questionnaireResponseStatuses)[number];

/** A practitioner's reading of a guest's answers: fine as they are, call the guest first, or not suitable. */
export const careReviews = ['reviewed', 'call', 'not-suitable'] as const;
export type CareReview = (typeof careReviews)[number];

/** What a member of staff did with a guest's health answers: read them, opened a file, or reviewed them. */
export const healthAccessActions = ['view', 'file', 'review'] as const;
export type HealthAccessAction = (typeof healthAccessActions)[number];

/** The questionnaire reminders mailed while a form is missing: a week before arrival, then two days before. */
export const questionnaireReminderStages = ['7-days', '2-days'] as const;
export type QuestionnaireReminderStage = (typeof questionnaireReminderStages)[number];

/** What kind of therapy or consultation a service is: the Therapies page groups services by it. */
export const serviceCategories = [
  'consultation',
  'diagnostics',
  'massage',
  'hydrotherapy',
  'naturopathy',
  'emotional-wellness',
  'creative',
] as const;
export type ServiceCategory = (typeof serviceCategories)[number];

/** The kinds of treatment room; a service that needs a room names the kind, any free room of it will do. */
export const treatmentRoomKinds = ['consultation', 'massage', 'hydrotherapy', 'steam-sauna', 'studio'] as const;
export type TreatmentRoomKind = (typeof treatmentRoomKinds)[number];

/** How a service is paid when a guest books it online: at checkout, or at the estate after the session. */
export const servicePaymentModes = ['online', 'at-estate'] as const;
export type ServicePaymentMode = (typeof servicePaymentModes)[number];

/**
 * An appointment's state: held while its online checkout is open, booked, then done or a no-show as the
 * practitioner marks it; cancelled (or a lapsed hold) frees its time.
 */
export const appointmentStatuses = ['held', 'booked', 'done', 'no-show', 'cancelled'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];
/** The states that take a practitioner's and a room's time. */
export const busyAppointmentStatuses = ['held', 'booked', 'done', 'no-show'] as const satisfies readonly AppointmentStatus[];
