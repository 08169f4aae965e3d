import { retreatPriceSentence } from '../lib/retreat-price.ts';
import { stay } from './stay.ts';
import type { ItineraryDay, Occupancy, RetreatPackage } from './types.ts';

// The first retreat, as every new database receives it (server/seed.ts); from then on the owner edits it
// on the Retreats screen. Its prices are two figures: the programme per guest and each room's nightly
// rate. Every total (the stay, the per-person price, the dialog's amount, the server's charge, the price
// sentence below) is derived from them by app/lib/retreat-price.ts.
const figures = { programmeRupees: 16250, nights: 2 } as const;

const occupancies: Occupancy[] = [
  { id: 'double', label: 'Double occupancy', nightlyRupees: 2500, maxGuests: 2 },
  { id: 'single', label: 'Single occupancy', nightlyRupees: 3500, maxGuests: 1 },
];

/** One day of the itinerary, its schedule written as rows of [time, activity]. */
function itineraryDay(day: ItineraryDay['day'], title: string, rows: [time: string, activity: string][]): ItineraryDay {
  return { day, title, items: rows.map(([time, activity]) => ({ time, activity })) };
}

const itinerary: ItineraryDay[] = [
  itineraryDay(1, 'Arrive and settle', [
    [stay.checkInTime, 'Check-in and welcome drink'],
    ['1:00 PM', 'Lunch'],
    ['3:00 PM', 'Doctor consultation and personal therapy plan'],
    ['4:30 PM', 'Therapeutic massage'],
    ['6:00 PM', 'Gentle walk by the river'],
    ['7:30 PM', 'Dinner'],
    ['8:30 PM', 'Guided relaxation before sleep'],
  ]),
  itineraryDay(2, 'Cleanse and restore', [
    ['6:30 AM', 'Herbal drink and pranayama'],
    ['7:00 AM', 'Hatha yoga'],
    ['8:30 AM', 'Breakfast'],
    ['10:00 AM', 'Mud bath followed by sauna and steam'],
    ['1:00 PM', 'Lunch and rest'],
    ['4:00 PM', 'Naturopathy treatment from your plan'],
    ['6:00 PM', 'Sound healing session'],
    ['7:30 PM', 'Dinner'],
  ]),
  itineraryDay(3, 'Integrate and return', [
    ['6:30 AM', 'Meditation at sunrise'],
    ['7:15 AM', 'Restorative yoga'],
    ['8:30 AM', 'Breakfast'],
    ['9:30 AM', 'Closing consultation and home-care guidance'],
    ['11:00 AM', 'Check-out'],
  ]),
];

export const retreatPackage: RetreatPackage = {
  slug: 'package',
  title: '3-Day Rejuvenation Retreat',
  nights: figures.nights,
  // It ends on the day after its last night.
  days: figures.nights + 1,
  summary:
    'Three days and two nights to slow down, detox and recharge, with a doctor consultation, naturopathy therapies, yoga, sound healing and meditation, and wholesome meals throughout.',
  cardText:
    'A gentle 3-day, 2-night reset for body and mind. Doctor-guided therapies, daily yoga and meditation, sound healing and nourishing food by the river.',
  programmeRupees: figures.programmeRupees,
  occupancies,
  description: [
    'This short retreat is made for people who feel tired, stressed or out of balance and need real rest without taking weeks away. In three days you will sleep deeply, eat simply and well, and let skilled hands and quiet practices do their work.',
    'Your retreat begins with a consultation with one of our doctors, who chooses the therapies that suit you. Mornings start with yoga and breathwork, afternoons bring naturopathy treatments and time to rest, and evenings end with sound healing or meditation.',
    retreatPriceSentence(figures, occupancies),
  ],
  instructors: [
    {
      name: 'Dr. Ananya Kulkarni',
      role: 'Naturopathy physician',
      bio: 'Ananya has guided guests through detox and recovery programmes for over twelve years. She listens closely and designs each therapy plan around the person, not the condition.',
    },
    {
      name: 'Meera Nair',
      role: 'Senior yoga teacher',
      bio: 'Meera teaches Hatha, restorative yoga and pranayama with patience and warmth. Her classes suit complete beginners and seasoned practitioners alike.',
    },
    {
      name: 'Arjun Deshpande',
      role: 'Sound healer and meditation guide',
      bio: 'Arjun trained in sound therapy and mindfulness meditation and leads our evening sessions with singing bowls, gongs and gentle guided practice.',
    },
  ],
  highlights: [
    'Personal consultation with a doctor on arrival',
    'Therapies chosen for you from our naturopathy programme',
    'Daily yoga, pranayama and meditation',
    'Sauna, steam and a therapeutic mud bath',
    'An evening sound healing session',
    'Fresh, wholesome vegetarian meals and herbal drinks',
    'Quiet time by the river to rest and reflect',
  ],
  itinerary,
  facilities: [
    'Comfortable rooms with attached bathrooms',
    'Yoga and meditation hall',
    'Sauna and steam rooms',
    'Naturopathy treatment rooms',
    'Riverside walking paths and gardens',
    'Community space for music, dance and art',
    'Wi-Fi in common areas',
    'Free parking',
  ],
  inclusions: [
    'Two nights of accommodation in your chosen occupancy',
    'All meals from lunch on day 1 to breakfast on day 3',
    'Doctor consultation on arrival and before departure',
    'All therapies and sessions listed in the itinerary',
    'Daily yoga, pranayama and meditation classes',
    'Herbal drinks and filtered water throughout your stay',
  ],
  exclusions: [
    'Travel to and from the estate',
    'Additional therapies or consultations not in the itinerary',
    'Diagnostic tests, unless advised and agreed with you',
    'Personal expenses such as laundry or phone calls',
  ],
  cta: 'BOOK THIS EXPERIENCE',
};
