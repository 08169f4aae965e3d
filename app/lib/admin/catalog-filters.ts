import { isIsoDate } from '#app/lib/dates.ts';
import { eventTags, eventTypes } from '#app/lib/enums.ts';
import { z } from '#app/lib/schemas/z.ts';

// The Events and Classes lists' tab, filters and page live in the address: a GET form sets
// them, so they work without JavaScript, can be bookmarked, and the pager repeats them. Anything odd in
// the address falls back to "no filter" rather than an error, as the bookings list does.

export const CATALOG_PAGE_SIZE = 25;
export const MAX_CATALOG_SEARCH = 100;

/** The events list's two tabs: today and later, soonest first; or before today, the most recent first. */
export const eventListTabs = ['upcoming', 'past'] as const;
export type EventListTab = (typeof eventListTabs)[number];

/** How the classes list is ordered: by title (A to Z) or newest created first (every list's order, the default). */
export const classSorts = ['created', 'title'] as const;
export type ClassSort = (typeof classSorts)[number];

const search = z
  .string()
  .trim()
  .transform((value) => value.slice(0, MAX_CATALOG_SEARCH))
  .catch('');
const isoDateOrBlank = z
  .string()
  .trim()
  .refine((value) => value === '' || isIsoDate(value))
  .catch('');
const page = z.coerce.number().int().min(1).max(1_000_000).catch(1);

const eventFilterSchema = z.object({
  tab: z.enum(eventListTabs).catch('upcoming'),
  q: search,
  from: isoDateOrBlank,
  to: isoDateOrBlank,
  type: z.enum(eventTypes).or(z.literal('')).catch(''),
  tag: z.enum(eventTags).or(z.literal('')).catch(''),
  page,
});
export type EventListFilters = z.infer<typeof eventFilterSchema>;

const classFilterSchema = z.object({ q: search, sort: z.enum(classSorts).catch('created'), page });
export type ClassListFilters = z.infer<typeof classFilterSchema>;

const EVENT_KEYS = ['tab', 'q', 'from', 'to', 'type', 'tag'] as const;
const CLASS_KEYS = ['q', 'sort'] as const;

function read<Keys extends readonly string[]>(params: URLSearchParams, keys: Keys) {
  return Object.fromEntries([...keys, 'page'].map((key) => [key, params.get(key) ?? ''])) as Record<Keys[number] | 'page', string>;
}

export function parseEventFilters(params: URLSearchParams): EventListFilters {
  return eventFilterSchema.parse(read(params, EVENT_KEYS));
}

export function parseClassFilters(params: URLSearchParams): ClassListFilters {
  return classFilterSchema.parse(read(params, CLASS_KEYS));
}

/** Whether the list is narrowed by a search or a filter, so an empty one says "nothing matches" rather than "none yet". */
export function isNarrowed(filters: { q: string } & Partial<Record<'from' | 'to' | 'type' | 'tag', string>>): boolean {
  return Boolean(filters.q || filters.from || filters.to || filters.type || filters.tag);
}

function searchOf(filters: Record<string, unknown>, keys: readonly string[], defaults: Record<string, string>, page?: number) {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = filters[key];
    if (typeof value === 'string' && value && value !== defaults[key]) params.set(key, value);
  }
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/** The address of the events list with these filters, on `page` (the pager) or the first page (the tabs). */
export function eventListSearch(filters: EventListFilters, page?: number): string {
  return searchOf(filters, EVENT_KEYS, { tab: 'upcoming' }, page);
}

export function classListSearch(filters: ClassListFilters, page?: number): string {
  return searchOf(filters, CLASS_KEYS, { sort: 'created' }, page);
}
