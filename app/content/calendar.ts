// The events calendar's fixed texts (SPEC §2).
export const calendar = {
  eyebrow: 'Events calendar',
  headline: 'Book an Experience with us at your convenient day',
  loading: 'Loading events...',
  empty: 'No events scheduled.',
  hostLine: 'Host your Retreat at the {product}',
  hostButton: 'HOST YOUR EVENT',
} as const;
