import type { z } from '#app/lib/schemas/z.ts';
import { can } from '#app/lib/staff-roles.ts';
import { aboutContent } from './about.ts';
import { arrivalContent } from './arrival.ts';
import { careContent } from './care.ts';
import { contactContent } from './contact.ts';
import { depositsContent } from './deposits.ts';
import type { ContentDefinition } from './fields.ts';
import { homeContent } from './home.ts';
import { privacyContent, refundPolicyContent, termsContent } from './legal.ts';
import { policiesContent } from './policies.ts';
import { programsContent } from './programs.ts';
import { stayContent } from './stay.ts';

// Every page whose words the owner edits on the Site content screen, one definition each (the files
// beside this one). A page joins by adding its definition here; the store, the screen and the seed
// of a new database follow from it.

export const contentDefinitions = {
  home: homeContent,
  about: aboutContent,
  programs: programsContent,
  stay: stayContent,
  arrival: arrivalContent,
  contact: contactContent,
  terms: termsContent,
  'refund-policy': refundPolicyContent,
  'privacy-policy': privacyContent,
  policies: policiesContent,
  deposits: depositsContent,
  care: careContent,
} as const satisfies Record<string, ContentDefinition>;

export type ContentKey = keyof typeof contentDefinitions;
export type ContentOf<Key extends ContentKey> = z.output<(typeof contentDefinitions)[Key]['schema']>;

/** The pages in the order the screen offers them. */
export const contentKeys = Object.keys(contentDefinitions) as ContentKey[];

export function isContentKey(value: unknown): value is ContentKey {
  return typeof value === 'string' && Object.hasOwn(contentDefinitions, value);
}

export function definitionOf(key: ContentKey): ContentDefinition {
  return contentDefinitions[key] as unknown as ContentDefinition;
}

/** Whether `role` may see and edit the page: 'content:update', and the page's own permission when it has one. */
export function mayEditContent(role: string | null | undefined, key: ContentKey): boolean {
  const { permission } = definitionOf(key);
  return can(role, 'content:update') && (!permission || can(role, permission));
}

export { type ContentDefinition, type ContentField, fieldsOf, inputValue, photoFieldsOf, YES_NO_OPTIONS } from './fields.ts';
