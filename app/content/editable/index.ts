import type { z } from '#app/lib/schemas/z.ts';
import { aboutContent } from './about.ts';
import { contactContent } from './contact.ts';
import type { ContentDefinition } from './fields.ts';
import { homeContent } from './home.ts';
import { programsContent } from './programs.ts';

// Every page whose words the owner edits on the Site content screen, one definition each (the files
// beside this one). A page joins by adding its definition here; the store, the screen and the seed
// of a new database follow from it.

export const contentDefinitions = {
  home: homeContent,
  about: aboutContent,
  programs: programsContent,
  contact: contactContent,
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

export { type ContentDefinition, type ContentField, fieldsOf, inputValue } from './fields.ts';
