import { isIsoDate } from '#app/lib/dates.ts';
import { bookingKinds, bookingStatuses } from '#app/lib/enums.ts';
import { z } from '#app/lib/schemas/z.ts';

// The bookings list's search, filters and page live in the URL, so a filtered page can be bookmarked,
// shared and exported. Anything odd in the address falls back to "no filter" rather than an error.

export const BOOKINGS_PAGE_SIZE = 20;
export const MAX_SEARCH_LENGTH = 100;

const isoDateOrBlank = z
  .string()
  .trim()
  .refine((value) => value === '' || isIsoDate(value))
  .catch('');

const filterSchema = z.object({
  q: z
    .string()
    .trim()
    .transform((value) => value.slice(0, MAX_SEARCH_LENGTH))
    .catch(''),
  status: z.enum(bookingStatuses).or(z.literal('')).catch(''),
  kind: z.enum(bookingKinds).or(z.literal('')).catch(''),
  from: isoDateOrBlank,
  to: isoDateOrBlank,
  /** '1': only the bookings paid with no room. */
  noRoom: z.literal('1').or(z.literal('')).catch(''),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});

export type BookingFilters = z.infer<typeof filterSchema>;

const FILTER_KEYS = ['q', 'status', 'kind', 'from', 'to', 'noRoom'] as const;

export function parseBookingFilters(params: URLSearchParams): BookingFilters {
  return filterSchema.parse({
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    kind: params.get('kind') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    noRoom: params.get('noRoom') ?? '',
    page: params.get('page') ?? 1,
  });
}

/** True when the list is narrowed by anything, so an empty list means "nothing matches" rather than "none yet". */
export function hasActiveFilters(filters: BookingFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== '');
}

/** The query string of the filters (without the page), for the export link and the pager. */
export function filterSearchParams(filters: BookingFilters, page?: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  if (page && page > 1) params.set('page', String(page));
  return params;
}
