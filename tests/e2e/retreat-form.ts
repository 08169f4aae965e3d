import type { APIRequestContext } from '@playwright/test';
import { RETREAT_ADMIN_MESSAGES } from '../../app/lib/admin/retreat-messages.ts';
import { expect } from './fixtures.ts';

// A retreat as the owner's Retreats screen posts it, for the specs that need one on the site.

export function retreatFormFields(slug: string, title: string) {
  return {
    intent: 'create',
    title,
    slug,
    summary: 'Five days of silence, gentle yoga and slow walks by the river.',
    cardText: 'Five quiet days by the river, with yoga at dawn.',
    description: 'Silence begins on the first evening.\n\nEach day brings yoga, walks and rest.',
    nights: '4',
    programmeRupees: '30000',
    doubleRupees: '2000',
    singleRupees: '3000',
    itinerary: 'Arrive\n12:00 PM | Check-in\n\nSilence\n7:00 AM | Yoga',
    instructors: 'Meera Nair | Yoga teacher | Teaches with patience and warmth.',
    highlights: 'Four nights of silence\nYoga at dawn',
    facilities: 'Yoga hall',
    inclusions: 'All meals',
    exclusions: 'Travel to the estate',
    photo: '',
    active: 'on',
  };
}

/** Creates the retreat through the screen's action, as the owner. */
export async function createRetreat(request: APIRequestContext, baseURL: string, slug: string, title: string) {
  const response = await request.post('/admin/retreats', { form: retreatFormFields(slug, title), headers: { origin: baseURL } });
  expect(await response.text()).toContain(RETREAT_ADMIN_MESSAGES.created);
}
