import type { LearningContent } from './types.ts';

// The page's title and introduction, and the site's first two programmes: those are seeded once on every
// new database (server/first-content.ts), after which the owner keeps them on the Learning screen.

/** Both programmes end with it. */
const CERTIFICATE = 'Certificate on successful completion';

export const learning: LearningContent = {
  title: 'Learning programmes',
  intro:
    'Deepen your practice and learn to guide others. Our teacher training programmes are residential, small in size and taught by experienced teachers in the calm of the estate.',
  programmes: [
    {
      id: 'yttc',
      title: 'Yoga Teacher Training Certificate Program',
      // The specification's batch, kept so the page proves a past batch is not offered; then the next two.
      batches: [
        { start: '2026-01-12', end: '2026-02-06' },
        { start: '2027-01-11', end: '2027-02-05' },
        { start: '2027-07-05', end: '2027-07-30' },
      ],
      feeRupees: 85_000,
      summary:
        'A four-week residential course in the foundations of yoga: asana, pranayama, meditation, anatomy and the art of teaching, for sincere practitioners and aspiring teachers.',
      highlights: [
        'Daily asana, pranayama and meditation practice',
        'Anatomy, alignment and safe sequencing',
        'Yoga philosophy and the history of the practice',
        'Supervised teaching practice in small groups',
        CERTIFICATE,
        'Shared, nourishing meals and stay on the estate',
      ],
    },
    {
      id: 'aerial',
      title: 'Aerial Yoga Teacher Training Program',
      // No batch announced after the specification's: the page says the next dates are on request.
      batches: [{ start: '2025-11-22', end: '2025-11-30' }],
      summary:
        'A focused nine-day training in aerial yoga, using the hammock to support inversions, stretching and restorative poses, and learning to lead safe, joyful classes.',
      highlights: [
        'Hammock set-up, rigging basics and safety',
        'Foundational aerial poses, inversions and transitions',
        'Restorative and therapeutic uses of the hammock',
        'Class planning and cueing for every level',
        CERTIFICATE,
      ],
    },
  ],
};
