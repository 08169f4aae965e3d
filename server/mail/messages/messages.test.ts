import { describe, expect, it } from 'vitest';
import type { BookingRow, EnquiryRow } from '../records.ts';
import { enquiryReplyMessage } from './enquiry-reply.ts';
import {
  bookingCancelledMessage,
  bookingConfirmedMessage,
  bookingConfirmRequestMessage,
  bookingReceivedMessage,
  greetingName,
  reminderMessage,
} from './guest.ts';
import { escapeHtml, html } from './html.ts';
import type { Estate, Message } from './layout.ts';
import { staffBookingCancelledMessage, staffEnquiryMessage, staffNewBookingMessage } from './staff.ts';

const estate: Estate = {
  siteName: 'Sukoon Healing Estate',
  contactEmail: 'namaste@sukoon-estate.in',
  contactPhone: '+91 98765 43210',
  publicUrl: 'https://sukoon.example.org',
};
const hostile = '<script>alert(1)</script>';
const manageUrl = 'https://sukoon.example.org/booking/tok_123';

function booking(overrides: Partial<BookingRow> = {}): BookingRow {
  return {
    id: '5b1e3c1a-7c3f-4a8e-9c2d-0f1e2d3c4b5a',
    reference: 'SKN-7K3Q9P',
    eventId: null,
    learningBatchId: null,
    guestId: '0d3f5a7b-2c4e-4f6a-8b9c-1d2e3f4a5b6c',
    eventTitle: 'Hatha Yoga',
    eventDate: '2026-12-05',
    selectedSlot: '7:30 AM',
    price: 'Rs 500',
    customerName: 'Asha Rao',
    customerEmail: 'asha@example.org',
    customerPhone: '+91 91234 56789',
    status: 'pending',
    kind: 'event',
    notes: null,
    details: null,
    paymentId: null,
    orderId: null,
    cancellation: null,
    cancellationPolicy: null,
    paidWithoutRoom: false,
    discountNotApplied: false,
    careHold: false,
    duePaise: 0,
    depositTerms: null,
    balanceDueOn: null,
    refundDuePaise: 0,
    refundDueNote: null,
    customerState: null,
    holdUntil: null,
    holdClient: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
}

/** Every message: a subject, both parts, the estate's name and contact details in both. */
function expectFramed(message: Message) {
  expect(message.subject.length).toBeGreaterThan(0);
  expect(message.subject).not.toMatch(/[\r\n]/);
  expect(message.html).toMatch(/^<!doctype html>/);
  for (const part of [message.html, message.text]) {
    expect(part).toContain(estate.siteName);
    expect(part).toContain(estate.contactEmail);
    expect(part).toContain(estate.contactPhone);
  }
  expect(message.text).not.toMatch(/<(p|a|table|br|div)\b/i);
}

function expectFacts(message: Message, facts: string[]) {
  for (const fact of facts) {
    expect(message.text).toContain(fact);
    expect(message.html).toContain(escapeHtml(fact));
  }
}

describe('html', () => {
  it('escapes every interpolated value and keeps nested fragments', () => {
    const inner = html`<b>${'a & b'}</b>`;
    expect(html`<p title="${'"x"'}">${hostile}${inner}${['<i>', inner]}</p>`.value).toBe(
      '<p title="&quot;x&quot;">&lt;script&gt;alert(1)&lt;/script&gt;<b>a &amp; b</b>&lt;i&gt;<b>a &amp; b</b></p>',
    );
  });
});

describe('guest messages', () => {
  const eventFacts = ['Hatha Yoga', '5th December 2026', '7:30 AM', 'Rs 500', 'SKN-7K3Q9P'];

  it('"received" says it is not confirmed yet, with the facts and the manage link', () => {
    const message = bookingReceivedMessage(estate, booking(), manageUrl);
    expectFramed(message);
    expectFacts(message, [...eventFacts, 'we will contact you soon', manageUrl]);
  });

  it('leaves the manage link out while there is none', () => {
    const message = bookingReceivedMessage(estate, booking(), '');
    expect(message.text).not.toContain('See or cancel your booking');
    expect(message.html).not.toContain('/booking/');
  });

  it('"confirmed" confirms, names the calendar file and carries the manage link', () => {
    const message = bookingConfirmedMessage(estate, booking({ status: 'confirmed' }), manageUrl);
    expectFramed(message);
    expect(message.subject).toBe('Your booking is confirmed: Hatha Yoga');
    expectFacts(message, [...eventFacts, 'is confirmed', 'calendar file', manageUrl]);
  });

  it('shows a stay by its check-in and check-out, a retreat by its dates', () => {
    const stay = bookingConfirmedMessage(
      estate,
      booking({ kind: 'stay', eventTitle: 'Stay', eventDate: '2027-02-01', selectedSlot: '2027-02-01 to 2027-02-03' }),
      '',
    );
    expectFacts(stay, ['Check-in', '1st February 2027', 'Check-out', '3rd February 2027']);
    expect(stay.text).toContain('Check-in: 1st February 2027\nCheck-out: 3rd February 2027');
    const retreat = bookingReceivedMessage(
      estate,
      booking({ kind: 'retreat', eventDate: '2027-01-10', selectedSlot: '2027-01-10 to 2027-01-12' }),
      '',
    );
    expectFacts(retreat, ['10th January 2027 to 12th January 2027']);
    expect(retreat.text).toContain('Dates: 10th January 2027 to 12th January 2027');
  });

  it("shows the guest's own text as text in every guest message", () => {
    const row = booking({ customerName: hostile, eventTitle: `Yoga ${hostile}` });
    for (const message of [
      bookingReceivedMessage(estate, row, manageUrl),
      bookingConfirmedMessage(estate, row, manageUrl),
      bookingCancelledMessage(estate, row, 'staff'),
      reminderMessage(estate, row, manageUrl),
    ]) {
      expect(message.html).not.toContain('<script>');
      expect(message.html).toContain('Dear &lt;script&gt;alert(1)&lt;/script&gt;,');
      expect(message.text).toContain(`Dear ${hostile},`);
    }
  });

  it('"cancelled" by the guest states what they receive; by staff, that the estate cancelled it', () => {
    const cancellation = {
      by: 'guest' as const,
      at: '2026-12-02T08:00:00Z',
      outcome: 'credit' as const,
      terms: '100% credit, valid for 60 days.',
    };
    const byGuest = bookingCancelledMessage(estate, booking({ status: 'cancelled', cancellation }), 'guest');
    expectFramed(byGuest);
    expectFacts(byGuest, [...eventFacts, 'As you asked', '100% credit, valid for 60 days.']);
    const byStaff = bookingCancelledMessage(estate, booking({ status: 'cancelled' }), 'staff');
    expectFacts(byStaff, ['cancelled by the estate']);
    expect(byStaff.text).not.toContain('As you asked');
  });

  it('the request to confirm carries the link and the facts, and of what the guest typed only a first name', () => {
    const confirmUrl = 'https://sukoon.example.org/booking/confirm/tok_456';
    const message = bookingConfirmRequestMessage(
      estate,
      booking({ customerName: 'Asha <a href="https://x.example">win</a> Rao' }),
      confirmUrl,
      30,
    );
    expectFramed(message);
    expect(message.subject).toBe('Please confirm your booking: Hatha Yoga');
    expectFacts(message, [...eventFacts, 'Dear Asha,', 'within 30 minutes', confirmUrl]);
    for (const part of [message.text, message.html]) {
      expect(part).not.toContain('x.example');
      expect(part).not.toContain('Rao');
      expect(part).not.toContain('/booking/tok_');
    }
  });

  it('greets an unconfirmed address by a first word that can be a name, at most 30 letters, or not at all', () => {
    expect(greetingName('  Asha Rao')).toBe('Asha');
    expect(greetingName('Jean-Luc Picard')).toBe('Jean-Luc');
    expect(greetingName("O'Brien")).toBe("O'Brien");
    expect(greetingName('Dr. Meera Nair')).toBe('Dr');
    expect(greetingName('प्रिया शर्मा')).toBe('प्रिया');
    expect(greetingName('A'.repeat(30))).toBe('A'.repeat(30));
    for (const name of ['A'.repeat(31), 'https://x.example', 'x.example', '<b>Asha</b>', 'Asha<script>', '@handle', '', '   ', 'win$$$']) {
      expect(greetingName(name)).toBeNull();
    }
    expect(bookingConfirmRequestMessage(estate, booking({ customerName: 'www.win.example' }), 'https://x/c', 30).text).toContain(
      'Dear guest,',
    );
  });

  it('the reminder says when, with the facts and the manage link', () => {
    const message = reminderMessage(estate, booking({ status: 'confirmed' }), manageUrl);
    expectFramed(message);
    expect(message.subject).toBe('See you soon: Hatha Yoga on 5th December 2026 at 7:30 AM');
    expectFacts(message, [...eventFacts, manageUrl]);
  });
});

describe('staff messages', () => {
  it("a new booking carries the guest's contact details, escaped, and a link to the back-office", () => {
    const message = staffNewBookingMessage(estate, booking({ customerName: hostile, notes: '<b>late</b>' }));
    expectFramed(message);
    expectFacts(message, ['Hatha Yoga', '7:30 AM', 'Rs 500', 'asha@example.org', '+91 91234 56789', 'pending', '<b>late</b>']);
    expect(message.html).not.toContain('<script>');
    expect(message.html).not.toContain('<b>late</b>');
    expect(message.text).toContain('https://sukoon.example.org/admin/bookings?q=asha%40example.org');
  });

  it('a paid booking says so with its payment id', () => {
    const message = staffNewBookingMessage(estate, booking({ status: 'confirmed', paymentId: 'pay_123' }));
    expectFacts(message, ['paid and confirmed', 'Payment ID', 'pay_123']);
    expect(message.text).toContain('Payment ID: pay_123');
  });

  it('a cancellation says who cancelled and what the guest was promised', () => {
    const cancellation = { by: 'guest' as const, at: '2026-12-02T08:00:00Z', outcome: 'none' as const, terms: '' };
    const byGuest = staffBookingCancelledMessage(estate, booking({ status: 'cancelled', cancellation }), 'guest');
    expectFramed(byGuest);
    expect(byGuest.subject).toBe('Booking cancelled by the guest: Hatha Yoga, Asha Rao');
    expectFacts(byGuest, ['not refundable', 'Asha Rao']);
    const byStaff = staffBookingCancelledMessage(estate, booking({ status: 'cancelled' }), 'staff');
    expect(byStaff.subject).toBe('Booking cancelled by staff: Hatha Yoga, Asha Rao');
  });

  it('an enquiry shows the message as written, escaped, and keeps the subject line on one line', () => {
    const enquiry: EnquiryRow = {
      id: 'e1',
      name: 'Ravi',
      email: 'ravi@example.org',
      mobile: '+91 99999 00000',
      city: 'Pune',
      message: `Hello,\n${hostile}\nThanks`,
      subject: 'Groups\r\nBcc: someone@example.org',
      handledAt: null,
      assigneeId: null,
      bookingId: null,
      createdAt: new Date(),
    };
    const message = staffEnquiryMessage(estate, enquiry);
    expectFramed(message);
    expect(message.subject).toBe('New enquiry from Ravi: Groups Bcc: someone@example.org');
    expectFacts(message, ['ravi@example.org', '+91 99999 00000', 'Pune']);
    expect(message.text).toContain(`Hello,\n${hostile}\nThanks`);
    expect(message.html).toContain('Hello,\n&lt;script&gt;alert(1)&lt;/script&gt;\nThanks');
    expect(message.html).not.toContain('<script>');
  });

  it("a reply to an enquiry is staff's text as written, escaped in the HTML, greeting only a plain first name", () => {
    const body = `Namaste,\nWe have rooms free.\n\n${hostile} & more`;
    const reply = enquiryReplyMessage(estate, { name: 'Ravi Kumar' }, body);
    expectFramed(reply);
    expect(reply.subject).toBe('Your enquiry to Sukoon Healing Estate');
    expect(reply.text).toContain(`Dear Ravi,\n\n${body}\n\n`);
    expect(reply.html).toContain(escapeHtml(body));
    expect(reply.html).not.toContain('<script>');
    // A name that is a link is not greeted: the enquiry's sender is nobody anyone confirmed.
    expect(enquiryReplyMessage(estate, { name: 'https://spam.example' }, 'Hello').text).toMatch(/^Dear guest,/);
  });
});
