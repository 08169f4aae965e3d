import { enquiryHref } from '#app/lib/enquiry-href.ts';
import type { BlogPlaceholderContent, ProgramsContent } from './types.ts';

export const programs: ProgramsContent = {
  heading: 'More than 50 therapies, one place to begin',
  text: 'Medical consultations, diagnostics, naturopathy, emotional wellness and creative therapies: every stay begins with a conversation with our doctors, who then recommend the programmes that suit you.',
  cards: [
    {
      title: 'Medical Consultations',
      text: 'Speak with our doctors about your health and goals, and receive a programme made for you.',
      action: { label: 'REQUEST A CONSULTATION', to: enquiryHref('Medical Consultations') },
    },
    {
      title: 'Wellness Retreats',
      text: 'Doctor-guided retreats of 2 to 7 nights, combining therapies, yoga, meditation and nourishing food.',
      action: { label: 'SEE THE RETREAT', to: '/rejuvenation' },
    },
  ],
  // One section for each panel of the home page, in its order (app/content/therapies.ts).
  sections: [
    {
      therapyId: 1,
      details: [
        'A first consultation over the phone before you travel, then in person on the day you arrive',
        'A programme of therapies, food and rest recommended for you, reviewed with you during your stay',
        'Advice to take home, so the good habits last beyond the estate',
      ],
      book: { label: 'BOOK YOUR STAY', to: '/book-your-stay' },
    },
    {
      therapyId: 2,
      details: [
        'A careful assessment of where you are today, at the start of your stay',
        'Simple checks repeated as you heal, so you and your doctor can see the change',
        'Your reports shared with you, to discuss with your own doctor at home',
      ],
      book: { label: 'BOOK YOUR STAY', to: '/book-your-stay' },
    },
    {
      therapyId: 3,
      details: [
        'Mud therapy, hydrotherapy, sauna and steam',
        'Therapeutic massage by trained therapists',
        'Part of every rejuvenation retreat, or chosen for you by your doctor during a stay',
      ],
      book: { label: 'SEE THE REJUVENATION RETREAT', to: '/rejuvenation' },
    },
    {
      therapyId: 4,
      details: [
        'One-to-one counselling in a quiet, private setting',
        'Guided meditation and breathwork, alone or in a small group',
        'Sessions open to day guests through the events calendar',
      ],
      book: { label: 'SEE THE EVENTS CALENDAR', to: '/calendar' },
    },
    {
      therapyId: 5,
      details: [
        'Sound healing, music and movement in the community hall',
        'Art and dance sessions for every level, no experience needed',
        'Group sessions listed on the events calendar',
      ],
      book: { label: 'SEE THE EVENTS CALENDAR', to: '/calendar' },
    },
  ],
  contactLine: 'Contact us to learn more about our current programs and book your stay!',
};

export const blogPlaceholder: BlogPlaceholderContent = {
  heading: 'Coming Soon',
  text: 'Our journal is on its way, with simple ideas for living well, written by the people who care for our guests every day.',
  cards: [
    {
      title: 'Wellness Tips',
      text: 'Easy habits for better sleep, calmer days and healthier eating that you can start at home.',
    },
    {
      title: 'Healing Stories',
      text: 'Guests share, in their own words, what changed for them during and after their stay.',
    },
    {
      title: 'Expert Insights',
      text: 'Our doctors, therapists and teachers explain the thinking behind the therapies we offer.',
    },
  ],
  newsletterLine: 'Subscribe to our newsletter to be the first to know when our blog launches!',
};
