import type { StatisticItem } from './types.ts';

export const stats: StatisticItem[] = [
  { number: '100+', targetNumber: 100, label: 'Programs' },
  { number: '45+', targetNumber: 45, label: 'Doctors' },
  { number: '17+', targetNumber: 17, label: 'Skilled Experts' },
  { number: '67+', targetNumber: 67, label: 'Happy Clients' },
];
