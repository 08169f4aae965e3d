import type { LegalDocument } from '../types.ts';

export const terms: LegalDocument = {
  title: 'Terms and Conditions',
  summary:
    'These terms explain how bookings, payments and visits to {product} work. Please read them before you book. By booking or using this website, you agree to them.',
  updated: '2026-11-28',
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        'This website is run by {product}, a wellness and healing retreat estate in India. In these terms, "we", "us" and "our" mean {product}, and "you" means anyone who visits the website or books a stay, retreat, class, workshop, event or programme with us.',
        'These terms apply together with our Cancellation and Refund Policy and our Privacy Policy. If anything in these terms conflicts with a written agreement made for a group or corporate booking, that agreement applies.',
      ],
    },
    {
      heading: 'Making a booking',
      paragraphs: [
        'You can book on this website without creating an account. Please give your correct name, e-mail address and mobile number, as we use them to confirm your booking and to reach you about it.',
        'A booking is confirmed once your payment has been received and verified, and we have sent you a confirmation. If you submit a booking without paying, it is a request only and stays pending until we contact you and confirm it.',
      ],
      list: [
        'You must be at least 18 years old to book. Minors may attend with a parent or guardian who books on their behalf.',
        'If you book for other people, you agree to share these terms with them.',
        'Places in classes, events and retreats are limited and offered in the order bookings are confirmed.',
      ],
    },
    {
      heading: 'Prices and payment',
      paragraphs: [
        'All prices are in Indian rupees (₹) and are shown on the website at the time you book. The price you pay is the one confirmed at checkout.',
        'Online payments are processed securely by Razorpay, our payment partner. We do not receive or store your card, UPI or bank details. Your payment is also subject to Razorpay’s own terms.',
        'A promo code or credit entered when you pay online is checked at once: a valid one lowers the price shown before you pay, within its own terms (its dates, what it applies to and how many times it can be used). A code that has expired or been used up is refused with the reason, and the full price applies.',
      ],
    },
    {
      heading: 'Cancellations, changes and refunds',
      paragraphs: ['Our Cancellation and Refund Policy explains exactly what happens if you need to cancel or change a booking. In short:'],
      list: [
        'Workshops cancelled {event.noticeHours} hours or more in advance receive {event.creditPercent}% credit, valid for {event.creditValidDays} days.',
        'Workshops cancelled less than {event.noticeHours} hours in advance are non-refundable, but may be transferred to another person with our approval.',
        'Private sessions need {appointment.rescheduleNoticeHours} hours’ notice for {appointment.freeReschedulesText}.',
        'Retreats cancelled {retreat.noticeDays} days or more in advance receive a {retreat.refundPercent}% refund or full credit, valid for {retreat.creditValidDays} days.',
        'Refunds take {refundWorkingDays} working days to reach your original payment method.',
        'Donations, digital content and activated memberships are non-refundable.',
      ],
    },
    {
      heading: 'Your health and our care',
      paragraphs: [
        'Our therapies, yoga, breathwork, meditation and sound healing support your wellbeing. They are not a substitute for emergency care or for treatment prescribed by your own doctor, and we do not promise any particular result.',
        'Please tell us about any medical condition, pregnancy, injury, allergy or medication before you arrive or at your first consultation. Our doctors and therapists may change or decline a therapy if they feel it is not safe for you.',
        'Take part within your own limits and tell your teacher or therapist at once if anything feels uncomfortable.',
      ],
    },
    {
      heading: 'Staying on the estate',
      paragraphs: [
        'We want everyone to feel safe and at ease. Please treat guests, staff and the estate with respect, follow the guidance of our team, and keep to check-in and check-out times and house rules.',
        'We may ask a guest to leave, without refund, if their behaviour puts others at risk or seriously disturbs them. You are responsible for any damage you cause to the estate beyond normal wear.',
      ],
    },
    {
      heading: 'Changes made by us',
      paragraphs: [
        'Now and then we may need to change a teacher, a time or a venue on the estate. We will tell you as early as we can.',
        'If we cancel a booking ourselves, you may choose a full refund to your original payment method or a full credit for a future booking.',
      ],
    },
    {
      heading: 'Our website and content',
      paragraphs: [
        'The text, photographs, videos and design of this website belong to {product} or are used with permission. You may view and share pages for personal use, but may not copy or reuse them commercially without our written consent.',
        'We work to keep the website accurate and available, but cannot guarantee that it will always be free of errors or interruptions.',
      ],
    },
    {
      heading: 'Limits of our responsibility',
      paragraphs: [
        'We take reasonable care in everything we offer. To the extent the law allows, we are not responsible for losses that we could not reasonably foresee, for loss of personal belongings not handed to us for safekeeping, or for delays and cancellations caused by events beyond our control, such as extreme weather, natural disasters or government orders.',
        'Our total responsibility for any booking is limited to the amount you paid for it. Nothing in these terms limits any right you have under Indian consumer law.',
      ],
    },
    {
      heading: 'Your privacy',
      paragraphs: [
        'We use your personal information only to manage your bookings and enquiries and to care for you during your visit. Our Privacy Policy explains this in detail.',
      ],
    },
    {
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        'These terms are governed by the laws of India. Any dispute arising from them or from a booking is subject to the exclusive jurisdiction of the courts of Delhi.',
        'We would always rather talk first. If you have a concern, please write to us and we will do our best to resolve it quickly and fairly.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        'For any question about these terms or your booking, write to us at {email} or call {phone}. We may update these terms from time to time; the date at the top shows when they last changed.',
      ],
    },
  ],
};
