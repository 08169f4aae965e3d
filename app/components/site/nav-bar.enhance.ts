import { controlled } from '#app/enhance/dom.ts';
import { DROPDOWN_REASONS, type DropdownReason, navBarMarkup as markup } from './nav-bar.contract.ts';

// The site header (nav-bar.tsx): the phone menu and BOOK NOW group are disclosures (a button toggles
// the `hidden` of what it controls); the desktop BOOK NOW opens on hover, focus or click.

function setDisclosure(button: Element, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  controlled(button)?.toggleAttribute('hidden', !open);
}

function updateDropdown(dropdown: HTMLElement, reason: DropdownReason, on: boolean | 'toggle'): void {
  const attribute = markup.openBy[reason];
  attribute.write(dropdown, on === 'toggle' ? !attribute.read(dropdown) : on);
  const open = DROPDOWN_REASONS.some((key) => markup.openBy[key].read(dropdown));
  const button = dropdown.querySelector('button');
  button?.setAttribute('aria-expanded', String(open));
  if (button) controlled(button)?.classList.toggle('hidden', !open);
}

function closeDropdown(dropdown: HTMLElement): void {
  for (const reason of DROPDOWN_REASONS) updateDropdown(dropdown, reason, false);
}

const dropdownOf = (target: EventTarget | null) => (target as Element).closest<HTMLElement>(markup.dropdown.selector);

export function enhanceNav(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const disclosure = target.closest<HTMLElement>(markup.disclosure.selector);
    if (disclosure) setDisclosure(disclosure, disclosure.getAttribute('aria-expanded') !== 'true');
    const dropdown = dropdownOf(target);
    if (dropdown && target.closest('button')) updateDropdown(dropdown, 'click', 'toggle');
    // A chosen link closes the menus, also when React changes the page without a reload.
    if (target.closest('a')) {
      if (dropdown) closeDropdown(dropdown);
      const menu = target.closest(markup.phoneMenu.selector);
      const toggle = menu && document.querySelector(`[aria-controls="${menu.id}"]`);
      if (toggle) setDisclosure(toggle, false);
    }
  });
  document.addEventListener('mouseover', (event) => {
    const dropdown = dropdownOf(event.target);
    if (dropdown && !markup.openBy.hover.read(dropdown)) updateDropdown(dropdown, 'hover', true);
  });
  document.addEventListener('mouseout', (event) => {
    const dropdown = dropdownOf(event.target);
    if (dropdown && !dropdown.contains(event.relatedTarget as Node | null)) updateDropdown(dropdown, 'hover', false);
  });
  document.addEventListener('focusin', (event) => {
    const dropdown = dropdownOf(event.target);
    if (dropdown) updateDropdown(dropdown, 'focus', true);
  });
  document.addEventListener('focusout', (event) => {
    const dropdown = dropdownOf(event.target);
    if (dropdown && !dropdown.contains(event.relatedTarget as Node | null)) {
      updateDropdown(dropdown, 'focus', false);
      updateDropdown(dropdown, 'click', false);
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const dropdown = dropdownOf(event.target);
    if (!dropdown || dropdown.querySelector('button')?.getAttribute('aria-expanded') !== 'true') return;
    // Focus first: moving it from a link of the list to the button opens the dropdown again ('focus').
    dropdown.querySelector('button')?.focus();
    closeDropdown(dropdown);
  });
}
