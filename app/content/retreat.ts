import { retreatPriceSentence } from '../lib/retreat-price.ts';
import type { Occupancy, RetreatPackage } from './types.ts';

// The retreat's prices are two figures: the programme per guest and each room's nightly rate. Every
// total (the stay, the per-person price, the dialog's amount, the server's charge, the price sentence
// below) is derived from them by app/lib/retreat-price.ts, so changing a price here changes them all.
const figures = { programmeRupees: 16250, nights: 2 } as const;

const occupancies: Occupancy[] = [
  { id: 'double', label: 'Double occupancy', nightlyRupees: 2500, maxGuests: 2 },
  { id: 'single', label: 'Single occupancy', nightlyRupees: 3500, maxGuests: 1 },
];

export const retreatPackage: RetreatPackage = {
  slug: 'package',
  title: '3-Day Rejuvenation Retreat',
  nights: figures.nights,
  days: 3,
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
  itinerary: [
    {
      day: 1,
      title: 'Arrive and settle',
      items: [
        { time: '12:00 PM', activity: 'Check-in and welcome drink' },
        { time: '1:00 PM', activity: 'Lunch' },
        { time: '3:00 PM', activity: 'Doctor consultation and personal therapy plan' },
        { time: '4:30 PM', activity: 'Therapeutic massage' },
        { time: '6:00 PM', activity: 'Gentle walk by the river' },
        { time: '7:30 PM', activity: 'Dinner' },
        { time: '8:30 PM', activity: 'Guided relaxation before sleep' },
      ],
    },
    {
      day: 2,
      title: 'Cleanse and restore',
      items: [
        { time: '6:30 AM', activity: 'Herbal drink and pranayama' },
        { time: '7:00 AM', activity: 'Hatha yoga' },
        { time: '8:30 AM', activity: 'Breakfast' },
        { time: '10:00 AM', activity: 'Mud bath followed by sauna and steam' },
        { time: '1:00 PM', activity: 'Lunch and rest' },
        { time: '4:00 PM', activity: 'Naturopathy treatment from your plan' },
        { time: '6:00 PM', activity: 'Sound healing session' },
        { time: '7:30 PM', activity: 'Dinner' },
      ],
    },
    {
      day: 3,
      title: 'Integrate and return',
      items: [
        { time: '6:30 AM', activity: 'Meditation at sunrise' },
        { time: '7:15 AM', activity: 'Restorative yoga' },
        { time: '8:30 AM', activity: 'Breakfast' },
        { time: '9:30 AM', activity: 'Closing consultation and home-care guidance' },
        { time: '11:00 AM', activity: 'Check-out' },
      ],
    },
  ],
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
