import type { TherapyCategory } from './types.ts';

export const therapies: TherapyCategory[] = [
  {
    id: 1,
    title: 'Medical Consultations',
    description:
      'Unhurried consultations with our doctors, who listen first and then recommend a programme that fits your health and your goals.',
  },
  {
    id: 2,
    title: 'Diagnostics',
    description: 'Simple, careful assessments that help our doctors understand where you are today and track how you feel as you heal.',
  },
  {
    id: 3,
    title: 'Naturopathy Treatments',
    description: 'Mud baths, hydrotherapy, sauna, steam and therapeutic massage that support the body’s own ability to detox and recover.',
  },
  {
    id: 4,
    title: 'Emotional Wellness',
    description: 'Counselling, meditation and breathwork to ease stress and anxiety, and to help you feel steady and at peace again.',
  },
  {
    id: 5,
    title: 'Creative Therapies',
    description: 'Music, dance, art and sound healing in a warm community space, for joy and expression as much as for healing.',
  },
];
