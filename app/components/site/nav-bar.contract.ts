import { booleanAttribute, dataFlag } from '#app/lib/data-attribute.ts';

// Where nav-bar.tsx and nav-bar.enhance.ts meet.

export const navBarMarkup = {
  /** A button that shows and hides what its `aria-controls` names (the phone menu and its BOOK NOW group). */
  disclosure: dataFlag('data-disclosure'),
  /** The desktop BOOK NOW: its first button opens the list it controls. */
  dropdown: dataFlag('data-dropdown'),
  phoneMenu: dataFlag('data-phone-menu'),
  /** Why the dropdown is open, written by the script: it stays open while any of them holds. */
  openBy: {
    hover: booleanAttribute('data-hover'),
    focus: booleanAttribute('data-focus'),
    click: booleanAttribute('data-click'),
  },
};

export type DropdownReason = keyof typeof navBarMarkup.openBy;
export const DROPDOWN_REASONS = Object.keys(navBarMarkup.openBy) as DropdownReason[];
