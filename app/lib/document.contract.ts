import { booleanAttribute, textAttribute } from './data-attribute.ts';

// The page's own marks on <html> (root.tsx), read by the enhance scripts and the browser tests: who
// owns the page in the browser, and when it is interactive (hydrated, or every enhance script started).

export const documentMarkup = {
  client: textAttribute('data-client', ['react', 'enhance'] as const),
  hydrated: booleanAttribute('data-hydrated'),
};
