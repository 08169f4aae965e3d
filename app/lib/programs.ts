import type { TherapyCategory } from '#app/content/types.ts';
import { slugify } from './slug.ts';

// Where each therapy of the home page's panels is described: a section of /programs with its own id, so a
// panel opens its own section rather than the top of the page.

/** 'medical-consultations' for Medical Consultations. */
export function therapyAnchor(therapy: Pick<TherapyCategory, 'title'>): string {
  return slugify(therapy.title);
}

/** '/programs#medical-consultations' */
export function therapyHref(therapy: Pick<TherapyCategory, 'title'>): string {
  return `/programs#${therapyAnchor(therapy)}`;
}
