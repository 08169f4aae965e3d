import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { bookingFormValues } from '#tests/support/booking-form.ts';
import { bookingFormSchema } from './booking.ts';

const good = {
  eventTitle: '  Hatha ',
  eventDate: '2026-12-01',
  selectedSlot: '8:00 AM',
  price: 'Rs 500.00',
  customerName: 'Asha Rao',
  customerEmail: ' asha@example.org ',
  customerPhone: '+91 98765 43210',
  status: 'confirmed',
  kind: 'stay',
  eventId: '',
  notes: '',
};

function parse(fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(key, item);
  return parseWithZod(form, { schema: bookingFormSchema });
}

function errorsOf(fields: Record<string, string | string[]>) {
  const submission = parse(fields);
  expect(submission.status).toBe('error');
  return submission.status === 'error' ? (submission.error ?? {}) : {};
}

describe('admin booking form', () => {
  it('accepts a full booking, trimmed, with a blank event id and notes as absent', () => {
    const submission = parse(good);
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toEqual(bookingFormValues({ status: 'confirmed', kind: 'stay' }));
  });

  it('defaults the status to pending and the kind to event', () => {
    const { status: _status, kind: _kind, ...rest } = good;
    const submission = parse(rest);
    expect(submission.status === 'success' && submission.value).toMatchObject({ status: 'pending', kind: 'event' });
  });

  it('requires every field of the booking form but event id, notes and the e-mail a walk-in may not have', () => {
    const errors = errorsOf({});
    expect(Object.keys(errors).sort()).toEqual(['customerName', 'customerPhone', 'eventDate', 'eventTitle', 'price', 'selectedSlot']);
    expect(errors.customerName).toEqual(['Please enter the customer name.']);
    expect(errorsOf({ ...good, eventTitle: '   ' }).eventTitle).toEqual(['Please enter the event title.']);
  });

  it('checks formats: e-mail, date, phone, event id, status and kind', () => {
    expect(errorsOf({ ...good, customerEmail: 'not-an-email' }).customerEmail).toEqual(['Please enter a valid e-mail address.']);
    expect(errorsOf({ ...good, eventDate: '2026-02-30' }).eventDate).toEqual(['Please enter the event date as YYYY-MM-DD.']);
    expect(errorsOf({ ...good, eventDate: 'tomorrow' }).eventDate).toBeDefined();
    expect(errorsOf({ ...good, customerPhone: 'call me' }).customerPhone).toEqual(['Please enter a valid phone number.']);
    expect(errorsOf({ ...good, eventId: 'not-a-uuid' }).eventId).toEqual([
      'The event id must be the id of a calendar event, or left blank.',
    ]);
    expect(errorsOf({ ...good, status: 'paid' }).status).toEqual(['Please choose pending, confirmed, cancelled or completed.']);
    expect(errorsOf({ ...good, kind: 'cruise' }).kind).toEqual(['Please choose event, retreat or stay.']);
  });

  it('refuses over-long text with a readable message', () => {
    const long = 'x'.repeat(10_240);
    expect(errorsOf({ ...good, customerName: long }).customerName).toEqual(['Please keep the customer name under 200 characters.']);
    expect(errorsOf({ ...good, price: long }).price).toEqual(['Please keep the price under 100 characters.']);
    expect(errorsOf({ ...good, notes: `${long}x` }).notes).toEqual(['Please keep the notes under 10000 characters.']);
    expect(parse({ ...good, notes: 'n'.repeat(10_000) }).status).toBe('success');
  });

  it('refuses wrong types: a list where one value belongs', () => {
    expect(errorsOf({ ...good, customerName: ['a', 'b'] }).customerName).toBeDefined();
    expect(errorsOf({ ...good, status: ['pending', 'confirmed'] }).status).toBeDefined();
  });

  it('never takes payment or order ids from the form', () => {
    const submission = parse({ ...good, paymentId: 'pay_forged', payment_id: 'pay_forged', orderId: 'order_forged', id: 'x' });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && Object.keys(submission.value)).not.toContain('paymentId');
    expect(submission.status === 'success' && Object.keys(submission.value)).not.toContain('orderId');
  });
});
