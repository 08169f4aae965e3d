// The demo estate's rooms, seeded once into a new database (server/seed.ts); staff keep them at
// /admin/rooms from then on. Every type is priced alike: app/content/stay.ts holds the one rate.

export const demoRoomTypes = [
  {
    name: 'River Cottage',
    description: 'A cottage of its own on the riverbank, with a veranda, a king bed and a day bed: for a family or three friends.',
    roomCount: 4,
    adultsPerRoom: 3,
    forRetreat: false,
  },
  {
    name: 'Garden Room',
    description: 'A quiet room opening onto the herb garden, with two beds that join into one. The retreat’s guests stay here.',
    roomCount: 8,
    adultsPerRoom: 2,
    forRetreat: true,
  },
  {
    name: 'Forest Single',
    description: 'A small, calm room under the trees for one guest, with a writing desk and a window seat.',
    roomCount: 3,
    adultsPerRoom: 1,
    forRetreat: false,
  },
] as const;
