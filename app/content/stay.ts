import type { StayContent } from './types.ts';

// The stay page's first words: the owner edits them on Site content (app/content/editable/stay.ts), and
// the page, the arrival notes and the refund engine read its check-in time as published. The booking
// limits stay here. The stay's first price: every room type starts at it, per adult (app/lib/stay-price.ts);
// staff change a type's rates on the Rooms screen, and the page's {rate} reads the rates in force.
const nightlyRatePerAdultRupees = 3420;

export const stay: StayContent = {
  title: 'Book your stay',
  intro:
    'Come for a single night, a long weekend or a few quiet weeks. Choose your dates and the number of guests, and we will take care of the rest.',
  nightlyRatePerAdultRupees,
  minAdults: 1,
  maxAdults: 8,
  accommodation: {
    heading: 'Your room by the river',
    // {rate} is the rate in force, read from the rooms' rates ("₹3,420 per adult per night"); with no room
    // for sale the paragraph that names it is left out (app/content/editable/stay.ts).
    paragraphs: [
      'Our rooms are simple, airy and restful, with soft light, natural materials and views of the gardens. Each has its own bathroom and a comfortable bed made for deep sleep.',
      'The rate is {rate} and includes wholesome vegetarian meals. Add a doctor consultation, therapies, yoga or sound healing at any time during your stay.',
      'Staying longer for doctor-guided care? Speak to us before you book and we will plan a week-long or month-long programme with you.',
    ],
    amenities: [
      'Attached bathroom with hot water',
      'Garden or river views',
      'Fresh linen and towels',
      'Vegetarian meals and herbal drinks',
      'Wi-Fi in common areas',
      'Free parking',
    ],
  },
  checkInTime: '12:00 PM',
  checkOutTime: '11:00 AM',
  // The first house rule, and the first thing a staying guest is asked to bring (app/content/arrival.ts).
  idRule: 'Please carry a valid photo ID for every guest at check-in.',
  houseRules: [
    'The estate is smoke-free and alcohol-free.',
    'Quiet hours are from 10:00 PM to 6:00 AM.',
    'Please tell us about any medical conditions or allergies before you arrive.',
    'Pets are not allowed on the estate.',
  ],
};
