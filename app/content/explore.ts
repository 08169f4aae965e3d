import type { ExploreContent } from './types.ts';

export const explore: ExploreContent = {
  title: 'Explore {product}',
  intro:
    'There are many ways to spend time with us. Rest for a night, join a retreat, train as a teacher or drop in for a class. Start wherever feels right.',
  sections: [
    {
      title: 'Stay with us',
      text: 'Rooms by the river for one night, a weekend, a week or a month, with wholesome meals included.',
      to: '/book-your-stay',
      cta: 'Book your stay',
    },
    {
      title: 'Rejuvenation',
      text: 'Our 3-day retreat brings together a doctor consultation, naturopathy therapies, yoga, sound healing and meditation.',
      to: '/rejuvenation',
      cta: 'Explore therapies',
    },
    {
      title: 'Learning',
      text: 'Residential yoga and aerial yoga teacher training programmes, taught by experienced teachers.',
      to: '/learning',
      cta: 'See programmes',
    },
    {
      title: 'Events calendar',
      text: 'Yoga, breathwork, sound healing and meditation sessions every day. Pick a date and a time that suits you.',
      to: '/calendar',
      cta: 'Explore events',
    },
    {
      title: 'Programs',
      text: 'More than 50 therapies, medical consultations, naturopathy and emotional wellness programmes.',
      to: '/programs',
      cta: 'Explore programs',
    },
    {
      title: 'Gallery',
      text: 'Take a quiet look around the estate before you visit.',
      to: '/gallery',
      cta: 'View gallery',
    },
    {
      title: 'About us',
      text: 'Meet the people and the thinking behind {product}.',
      to: '/about',
      cta: 'Read our story',
    },
  ],
};
