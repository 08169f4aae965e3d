import { booleanAttribute, dataFlag, textAttribute } from '#app/lib/data-attribute.ts';

// Where therapy-panels.tsx and therapy-panels.enhance.ts meet (the widget is `data-enhance="panels"`).

export const therapyPanelsMarkup = {
  /** Nothing reacts to hover until every active image has loaded. */
  ready: booleanAttribute('data-ready'),
  /** Each panel's, read by its styles (`group-data-[state=active]/panel`). */
  state: textAttribute('data-state', ['', 'active', 'dimmed'] as const),
  /** The active image, kept out of the page until it has loaded and painted. */
  activeImage: dataFlag('data-active-image'),
};
