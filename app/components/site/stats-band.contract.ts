import { textAttribute } from '#app/lib/data-attribute.ts';

// Where stats-band.tsx and stats-band.enhance.ts meet (the widget is `data-enhance="counters"`).

export const statsBandMarkup = {
  /** A figure's final text ('25+'): its number runs up, its suffix stays. */
  target: textAttribute('data-target'),
};
