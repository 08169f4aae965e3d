import { defaultClasses } from '../../app/content/default-events.ts';
import { retreatPackage } from '../../app/content/retreat.ts';
import { formatRupees } from '../../app/lib/money.ts';
import { perPersonRupees, stayRupees } from '../../app/lib/retreat-quote.ts';

// Each occupancy's label, stay, nightly rate and per-person total, from the content's figures.
const retreatPrices = retreatPackage.occupancies.flatMap((option) => [
  option.label,
  formatRupees(perPersonRupees(option)),
  formatRupees(stayRupees(option)),
  `${formatRupees(option.nightlyRupees)} per night`,
]);

/**
 * The public pages public-pages.spec.ts opens at phone and desktop width, each with texts the specification
 * quotes (the home page, /calendar and /newsletter have suites of their own).
 */
export const pages: { path: string; heading: RegExp | string; texts: string[]; canonical?: string }[] = [
  { path: '/about', heading: 'About Us', texts: ['Our approach', 'Why choose us', 'Key reasons', 'Mission and Vision'] },
  {
    path: '/programs',
    heading: 'Therapies and programmes',
    texts: [
      'Medical Consultations',
      'Diagnostics',
      'Naturopathy Treatments',
      'Emotional Wellness',
      'Creative Therapies',
      'Wellness Retreats',
      'Contact us to learn more about our current programs and book your stay!',
    ],
  },
  { path: '/gallery', heading: 'Gallery', texts: [] },
  // The demo classes, with the free-text schedule each keeps until staff give it weekly times.
  { path: '/classes', heading: 'Class timetable', texts: ['Every week', ...defaultClasses.flatMap((item) => [item.title, item.schedule])] },
  {
    path: '/learning',
    heading: 'Learning programmes',
    texts: [
      'Yoga Teacher Training Certificate Program',
      'Aerial Yoga Teacher Training Program',
      // Fees and batches: tests/e2e/site-pages.spec.ts.
    ],
  },
  { path: '/rejuvenation', heading: 'Rejuvenation Experiences', texts: ['3-Day Rejuvenation Retreat'] },
  { path: '/rejuvenate', heading: 'Rejuvenation Experiences', texts: ['3-Day Rejuvenation Retreat'], canonical: '/rejuvenation' },
  {
    path: '/rejuvenation/package',
    heading: '3-Day Rejuvenation Retreat',
    texts: [
      'BOOK THIS EXPERIENCE',
      ...retreatPrices,
      'Day 1',
      'Day 2',
      'Day 3',
      'Facilities',
      'Inclusions',
      'Highlights',
      'Your instructors',
    ],
  },
  { path: '/book-your-stay', heading: 'Book your stay', texts: ['Check-in', 'Check-out', 'Adults', 'Promo code', 'Book Now'] },
  { path: '/book-stay', heading: 'Book your stay', texts: ['Book Now'], canonical: '/book-your-stay' },
  {
    path: '/blogs',
    heading: 'Notes on living well',
    // Admin tests publish posts on the same server, so the placeholder is checked in app/routes/site/blogs.test.tsx.
    texts: [],
  },
  {
    path: '/contact',
    heading: 'Contact Us',
    texts: ['REQUEST A EXPLORATION CALL', 'Name', 'E-Mail', 'Mobile Numbers', 'Your City', 'Message'],
  },
  { path: '/belonging-project', heading: 'The Belonging Project', texts: ['Corporate', 'Groups', 'Festivals', 'International'] },
  { path: '/explore', heading: /^Explore /, texts: ['Stay with us', 'Rejuvenation', 'Learning', 'Events calendar', 'Programs'] },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions', texts: ['Delhi'] },
  {
    path: '/refund-policy',
    heading: 'Cancellation and Refund Policy',
    texts: ['Pune', '48 hours', '60 days', '7 to 10 working days', '90 days'],
  },
  { path: '/privacy-policy', heading: 'Privacy Policy', texts: ['Razorpay'] },
  { path: '/credits', heading: 'Credits', texts: ['Photography', 'Software'] },
];
