import type { LegalDocument } from '../types.ts';

export const refundPolicy: LegalDocument = {
  title: 'Cancellation and Refund Policy',
  summary:
    'Plans change, and we understand. This policy explains what happens when you cancel or change a booking with {product}, and how and when refunds are paid.',
  updated: '2026-11-28',
  sections: [
    {
      heading: 'How this policy works',
      paragraphs: [
        'This policy applies to every booking made with {product}, whether on this website, by phone or by e-mail. The notice period is counted from the time we receive your cancellation to the start time of your workshop, session or retreat.',
        'Where a group or corporate booking has its own written agreement, the cancellation terms in that agreement apply instead.',
      ],
    },
    {
      heading: 'Workshops, classes and events',
      paragraphs: ['For workshops, classes and events on our calendar:'],
      list: [
        'Cancelled {event.noticeHours} hours or more in advance: {event.creditPercent}% credit, valid for {event.creditValidDays} days.',
        'Cancelled less than {event.noticeHours} hours in advance: non-refundable. With our approval, you may transfer your place to someone else.',
      ],
    },
    {
      heading: 'Private sessions',
      paragraphs: [
        'For private consultations, therapies and one-to-one sessions, please give us at least {appointment.rescheduleNoticeHours} hours’ notice to receive {appointment.freeReschedulesText}.',
        'With less than {appointment.rescheduleNoticeHours} hours’ notice, or for any further change, we will try to help but cannot promise a new slot.',
      ],
    },
    {
      heading: 'Retreats and stays',
      paragraphs: ['For retreats, including our 3-day rejuvenation retreat, and for stays booked with us:'],
      list: [
        'Cancelled {retreat.noticeDays} days or more before arrival: a {retreat.refundPercent}% refund, or full credit valid for {retreat.creditValidDays} days. The choice is yours.',
        'Cancelled less than {retreat.noticeDays} days before arrival: not eligible for a refund or credit. If something serious has happened, please write to us and we will see what we can do.',
        'Leaving early or missing part of a retreat does not entitle you to a partial refund.',
      ],
    },
    {
      heading: 'How to cancel or reschedule',
      paragraphs: [
        'Every booking e-mail has a link to your booking’s page, where you can cancel it yourself at any time: the page tells you what you will get back before you confirm, and we e-mail you the cancellation and any refund or credit.',
        'To reschedule, or if you cannot use the link, write to us at {email} or call {phone}. Please include the name and e-mail address used for the booking, the event or retreat and its date, and your payment ID if you paid online. We will confirm your cancellation and any refund or credit by e-mail.',
      ],
    },
    {
      heading: 'How refunds are paid',
      paragraphs: [
        'Approved refunds are returned to your original payment method through our payment partner, Razorpay. Refunds take {refundWorkingDays} working days from the day we approve them, though your bank may take a little longer to show the amount.',
        'We cannot pay refunds in cash or to a different account or card.',
      ],
    },
    {
      heading: 'Using your credit',
      paragraphs: [
        'Credit is issued in the name of the person who booked and runs from the date of cancellation. You can use it towards any workshop, class, session, stay or retreat with {product} within its validity period.',
        'Credit cannot be exchanged for cash, and any credit not used before it expires will lapse.',
      ],
    },
    {
      heading: 'Non-refundable items',
      paragraphs: ['The following cannot be refunded in any circumstances:'],
      list: ['Donations', 'Digital content', 'Memberships that have been activated'],
    },
    {
      heading: 'If we cancel',
      paragraphs: [
        'If we have to cancel a workshop, session or retreat, you may choose a full refund to your original payment method or a full credit for a future booking. We will let you know as early as we can.',
      ],
    },
    {
      heading: 'Failed or duplicate payments',
      paragraphs: [
        'If money has left your account but you did not receive a booking confirmation, or you were charged twice, please contact us with your payment ID. Once we have checked it with Razorpay, we will either confirm your booking or refund the extra amount within {refundWorkingDays} working days.',
      ],
    },
    {
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        'This policy is governed by the laws of India. Any dispute about cancellations or refunds is subject to the exclusive jurisdiction of the courts of Pune.',
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [
        'If anything in this policy is unclear, please write to {email} or call {phone}. We are always happy to talk it through.',
      ],
    },
  ],
};
