import { textAttribute } from '#app/lib/data-attribute.ts';

// Widgets that start on their own when they appear (app/enhance/index.ts), by the name the component gives.

export const widgetMarkup = {
  enhance: textAttribute('data-enhance', ['counters', 'panels', 'video'] as const),
};

export type WidgetName = (typeof widgetMarkup.enhance.values)[number];
