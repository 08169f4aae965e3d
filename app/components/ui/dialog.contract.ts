import { dataFlag, textAttribute } from '#app/lib/data-attribute.ts';

// What every enhanced dialog shares: its close buttons (close-button.tsx and the GO BACK of the
// calendar's dialog), and the JSON endpoint its form is sent to with fetch.

export const dialogMarkup = {
  close: dataFlag('data-dialog-close'),
  /** On a form: where the script posts it; the form's `action` stays the page, for browsers without it. */
  endpoint: textAttribute('data-endpoint'),
};
