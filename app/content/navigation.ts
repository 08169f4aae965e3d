// The navigation bar's links and the BOOK NOW dropdown.
export const mainLinks = [
  { label: 'HOME', to: '/' },
  { label: 'ABOUT US', to: '/about' },
  { label: 'CALENDAR', to: '/calendar' },
  { label: 'GALLERY', to: '/gallery' },
  { label: 'CONTACT US', to: '/contact' },
] as const;

export const bookNowLinks = [
  { label: 'REJUVENATE', to: '/rejuvenate' },
  { label: 'STAY', to: '/book-stay' },
  { label: 'THERAPIES', to: '/therapies' },
  { label: 'LEARNING', to: '/learning' },
] as const;

export const exploreLink = { label: 'EXPLORE MORE', to: '/explore' } as const;
