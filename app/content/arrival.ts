// What a guest needs before coming, on their booking's page, as first written: the owner edits these
// words on Site content (app/content/editable/arrival.ts). When to arrive for a stay or retreat is not
// here: it is said from the times where they are set (the stay page's check-in and check-out, the booked
// retreat's itinerary: app/lib/arrival-notes.ts), and both lists of stayers start with the stay's photo ID rule.

export const arrival = {
  event: {
    arrive: 'Please arrive 15 minutes before your session begins, to find the hall, settle in and meet your teacher.',
    late: 'If you are running late, call us and we will keep your place for as long as we can.',
    bring: [
      'Loose, comfortable clothes you can move and rest in',
      'A water bottle (we refill it with filtered water)',
      'Yoga mats, cushions and blankets are provided; bring your own mat if you prefer it',
      'Come with a light stomach: a small snack an hour or two before is best',
    ],
  },
  stay: {
    bring: [
      'Comfortable clothes, and a swimsuit or old clothes if you would like a mud bath',
      'Walking shoes or sandals for the gardens and the riverside paths',
      'Any medicines you take, and a note of allergies or conditions we should know about',
    ],
  },
  retreat: {
    bring: [
      'Any medical reports and the medicines you take, for your doctor consultation',
      'Loose cotton clothes for yoga and therapies, and a change for after the mud bath',
      'Comfortable walking shoes or sandals for the riverside paths',
      'A water bottle, a shawl or light jacket for early mornings',
    ],
  },
};
