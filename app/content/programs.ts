import type { BlogPlaceholderContent, ProgramsContent } from './types.ts';

export const programs: ProgramsContent = {
  heading: 'Coming Soon',
  text: 'We are putting the finishing touches to our new programs page. Soon you will be able to browse more than 50 therapies, medical consultations, naturopathy and emotional wellness programmes, all in one place.',
  cards: [
    {
      title: 'Medical Consultations',
      text: 'Speak with our doctors about your health and goals, and receive a programme made for you.',
    },
    {
      title: 'Wellness Retreats',
      text: 'Doctor-guided retreats of 2 to 7 nights, combining therapies, yoga, meditation and nourishing food.',
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
