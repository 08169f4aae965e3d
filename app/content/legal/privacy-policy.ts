import type { LegalDocument } from '../types.ts';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  summary:
    'We collect only what we need to look after your bookings and enquiries, we never sell it, and we do not track you around the web. This policy explains what we collect, why, and your rights under India’s Digital Personal Data Protection Act, 2023.',
  updated: '2026-12-07',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        '{product} is a wellness and healing retreat estate in India. We are responsible for the personal data you share with us through this website, by e-mail or by phone. You can reach us about privacy at any time at {email}.',
      ],
    },
    {
      heading: 'What we collect when you book',
      paragraphs: ['When you book a stay, retreat, class or event, we collect:'],
      list: [
        'Your name',
        'Your e-mail address',
        'Your mobile number',
        'Booking details: what you booked, the date and time slot, the price, the number of guests, any promo code or notes, and the status of your booking',
        'When you pay online, the Indian state you choose at checkout, which decides the GST on your invoice',
      ],
    },
    {
      heading: 'Your health questionnaire',
      paragraphs: [
        'Before some stays, retreats, classes and trainings we ask each guest to fill in a health questionnaire. We collect your answers, and any files you choose to send with them, such as a medical report.',
        'We use them for one purpose: to care for you safely, choosing the treatments, food and activities that suit your health, and knowing what to do if you feel unwell while you are with us.',
        'Only the practitioners caring for you (our doctors and therapists) and the owner of {product} read them. Our front desk sees only whether your form is complete, never your answers.',
        'Your answers and files are encrypted when we store them, and every time a member of our staff opens them is recorded.',
        'We delete your answers and files {care.retentionDays} days after your stay unless you ask us to keep them; if a booking is cancelled, the days count from the cancellation when that comes first.',
        'Each guest has a link of their own to their questionnaire, which we send by e-mail. From that page you can read and download your answers, correct them, and ask us to erase them.',
      ],
    },
    {
      heading: 'Our newsletter',
      paragraphs: [
        'If you sign up for our newsletter, we keep your e-mail address and when you confirmed it by the link we send you, only to send you the newsletter. Every newsletter has a link to leave it at once, after which we stop writing to you.',
      ],
    },
    {
      heading: 'Enquiries',
      paragraphs: [
        'When you ask us for an exploration call or contact us by e-mail or phone, we use the details you give us, such as your name, e-mail, mobile number, city and message, only to reply and to help you plan your visit.',
        'If you tell us about your health so that we can recommend a programme, we treat that information with particular care and share it only with the doctors and therapists looking after you.',
      ],
    },
    {
      heading: 'Payments',
      paragraphs: [
        'Online payments are handled by Razorpay, our payment partner. You enter your card, UPI or bank details directly with Razorpay, and we never see or store them.',
        'We keep only the payment ID and order ID that Razorpay returns, so that we can match your payment to your booking and process any refund.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: ['We use your personal data, with your consent and for these purposes only:'],
      list: [
        'To confirm, manage and, if needed, change or cancel your booking',
        'To contact you about your booking or your enquiry',
        'To prepare for your visit and care for you safely while you are with us',
        'To process payments and refunds',
        'To keep the records that Indian law requires, such as tax and accounting records',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We do not sell or rent your personal data, and we do not share it for advertising. We share it only with the service providers who help us run the website and take payments, such as Razorpay and our hosting provider, and only as much as they need to do that work. We may also disclose it where the law requires us to.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Visitors to this website are not tracked. We do not use analytics, advertising or social media tracking cookies.',
        'The only cookie we set is a session cookie that keeps our staff signed in to the administration area. It is not used for guests or visitors.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep booking records for as long as we need them to look after your booking and for as long as Indian tax and accounting law requires. Health questionnaire answers are deleted sooner, as described above. Enquiries that do not lead to a booking are deleted once we no longer need them to help you. When data is no longer needed, we delete it.',
      ],
    },
    {
      heading: 'Keeping it safe',
      paragraphs: [
        'Our website uses encrypted connections, and only authorised staff can sign in to see booking details. We take reasonable steps to protect your data from loss, misuse and unauthorised access.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: ['Under India’s Digital Personal Data Protection Act, 2023, you have the right to:'],
      list: [
        'See and download the health answers you gave us, from your own questionnaire link, and ask us for a summary of any other personal data we hold about you and how we use it',
        'Correct or complete data that is wrong or out of date: your questionnaire answers from your own link, anything else by asking us',
        'Ask us to erase your data, from your own questionnaire link or by writing to us. Once we confirm it, we delete your health answers and files and the personal details we keep about you beyond your bookings. Your name, e-mail address and state stay on your bookings, payments and invoices, because Indian tax law requires us to keep those records',
        'Withdraw your consent at any time, for future use of your data',
        'Nominate someone to use these rights for you if you die or cannot use them yourself',
        'Have your grievance heard: write to {email}, and if you are not satisfied with our answer, complain to the Data Protection Board of India',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'Bookings for children must be made by a parent or guardian. We do not knowingly collect data directly from anyone under 18.',
      ],
    },
    {
      heading: 'Contact and changes',
      paragraphs: [
        'To use any of your rights or ask a question about your data, write to {email}. We will reply as soon as we can.',
        'We may update this policy from time to time. The date at the top shows when it last changed.',
      ],
    },
  ],
};
