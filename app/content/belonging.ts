import { footer } from './footer.ts';

// The footer's call to action leads here: what the Belonging Project is, and how to join it.
export const belonging = {
  title: 'The Belonging Project',
  eyebrow: footer.tagline,
  intro:
    'Healing is easier in good company. The Belonging Project opens the estate to groups who want to rest, learn and celebrate together, and to the people who help us welcome them.',
  kinds: [
    {
      title: 'Corporate',
      text: 'Retreat days and residential stays for teams: consultations, yoga, meditation and quiet time away from screens, planned around your people.',
    },
    {
      title: 'Groups',
      text: 'Friends, families, clubs and circles who want to share a stay, a therapy programme or a day of workshops on the estate.',
    },
    {
      title: 'Festivals',
      text: 'Music, sound healing, movement and art gatherings held in our community spaces, with food from our kitchen and rooms on the estate.',
    },
    {
      title: 'International',
      text: 'Guests and teachers from abroad who come to learn, practise or host their own retreat: we help with dates, rooms and the programme.',
    },
  ],
  howItWorks: [
    'Tell us who you are, how many of you there are and what you would like to do',
    'We call you to talk it through and suggest dates, rooms and a programme',
    'You receive a written plan and price before anything is booked',
  ],
  enquiryLabel: 'JOIN THE BELONGING PROJECT',
  /** The subject staff see on the enquiry. */
  enquirySubject: 'The Belonging Project',
} as const;
