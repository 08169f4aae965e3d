import { sql } from 'drizzle-orm';

// What every stored row must satisfy whatever was posted: the limits and shapes of its fields and forms, written
// in SQL independently of the Zod schemas, so a schema that lets too much through shows up here.
// Each query counts the rows that break them.

const EMAIL = '^[^@[:space:]]+@[^@[:space:]]+$';
const PHONE = '^\\+?[0-9 ().-]+$';
const digits = (column: string) => sql.raw(`length(regexp_replace(${column}, '[^0-9]', '', 'g'))`);
const text = (column: string, max: number) => sql.raw(`(length(${column}) between 1 and ${max})`);
const blank = (column: string) => sql.raw(`(${column} !~ '[^[:space:]]')`);

export const badEnquiries = sql`select count(*) from enquiries where not (
  ${text('name', 120)} and ${text('city', 100)} and ${text('message', 4000)} and coalesce(length(subject), 0) <= 200
  and ${text('email', 254)} and email ~ ${EMAIL} and mobile ~ ${PHONE} and ${digits('mobile')} between 7 and 15
) or ${blank('name')} or ${blank('city')} or ${blank('message')}`;

// A reply, note or answer: never blank, never longer than the form allows, a reply always with its mail.
export const badEnquiryMessages = sql`select count(*) from enquiry_messages where not (
  ${text('body', 5000)} and kind in ('reply', 'note', 'answer') and ((kind = 'reply') = (mail_id is not null))
) or ${blank('body')}`;

export const badBookings = sql`select count(*) from bookings where not (
  ${text('customer_name', 200)} and ${text('event_title', 200)} and ${text('selected_slot', 100)} and ${text('price', 100)}
  and ${text('customer_email', 254)} and customer_email ~ ${EMAIL}
  and customer_phone ~ ${PHONE} and ${digits('customer_phone')} between 7 and 15
  and coalesce(length(notes), 0) <= 10000
) or ${blank('customer_name')} or ${blank('event_title')} or ${blank('selected_slot')}`;

export const badPaymentOrders = sql`select count(*) from payment_orders where not (
  amount_paise > 0 and ${text('customer_name', 120)} and ${text('customer_email', 254)} and customer_email ~ ${EMAIL}
  and customer_phone ~ ${PHONE} and ${digits('customer_phone')} between 7 and 15
  and details->>'kind' = kind and coalesce(length(details->>'promoCode'), 0) <= 40
) or ${blank('customer_name')}`;

export const badEvents = sql`select count(*) from calendar_events where not (
  ${text('title', 200)} and ${text('price', 100)} and ${text('duration', 100)} and ${text('description', 2000)}
  and tag in ('UPCOMING', 'FEATURED', 'POPULAR') and cardinality(time_slots) between 1 and 24
  and slot_capacity between 0 and 500 and coalesce(length(expanded_description), 0) <= 10000
  and not exists (select 1 from unnest(time_slots) slot where length(slot) not between 1 and 40 or slot !~ '[^[:space:]]')
) or ${blank('title')} or ${blank('price')}`;

export const badClasses = sql`select count(*) from classes where not (
  ${text('title', 200)} and ${text('instructor', 200)} and ${text('duration', 100)} and ${text('price', 100)}
  and length(schedule) <= 200 and (length(schedule) >= 1 or jsonb_array_length(weekly_times) > 0)
  and ${text('description', 10000)} and capacity between 1 and 1000 and weeks_ahead between 1 and 52
) or ${blank('title')} or ${blank('instructor')}`;

export const badBlogs = sql`select count(*) from blogs where not (
  ${text('title', 200)} and ${text('author', 120)} and ${text('excerpt', 1000)} and ${text('content', 50000)}
  and length(slug) between 1 and 120 and slug !~ '[[:space:]/?#]'
  and (published = (published_at is not null))
) or ${blank('title')} or ${blank('author')}`;

// Two sessions taking one practitioner's or one room's time at once: never, whatever was posted.
export const overlappingAppointments = sql`select count(*) from appointments a join appointments b on a.id < b.id
  and (a.practitioner_id = b.practitioner_id or a.room_id = b.room_id)
  and a.starts_at < b.busy_until and b.starts_at < a.busy_until
  and a.status <> 'cancelled' and b.status <> 'cancelled'
  and (a.status <> 'held' or a.hold_until > now()) and (b.status <> 'held' or b.hold_until > now())`;
