import { controlled } from '#app/enhance/dom.ts';

// The site header (components/site/nav-bar.tsx): the phone menu and BOOK NOW group are disclosures
// (a button toggles the `hidden` of what it controls); the desktop BOOK NOW opens on hover, focus or click.

function setDisclosure(button: Element, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  controlled(button)?.toggleAttribute('hidden', !open);
}

type DropdownReason = 'hover' | 'focus' | 'click';

function updateDropdown(dropdown: HTMLElement, reason: DropdownReason, on: boolean | 'toggle'): void {
  const value = on === 'toggle' ? dropdown.dataset[reason] !== 'true' : on;
  dropdown.dataset[reason] = String(value);
  const open = (['hover', 'focus', 'click'] as const).some((key) => dropdown.dataset[key] === 'true');
  const button = dropdown.querySelector('button');
  button?.setAttribute('aria-expanded', String(open));
  if (button) controlled(button)?.classList.toggle('hidden', !open);
}

function closeDropdown(dropdown: HTMLElement): void {
  for (const reason of ['hover', 'focus', 'click'] as const) updateDropdown(dropdown, reason, false);
}

export function enhanceNav(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const disclosure = target.closest<HTMLElement>('[data-disclosure]');
    if (disclosure) setDisclosure(disclosure, disclosure.getAttribute('aria-expanded') !== 'true');
    const dropdown = target.closest<HTMLElement>('[data-dropdown]');
    if (dropdown && target.closest('button')) updateDropdown(dropdown, 'click', 'toggle');
    // A chosen link closes the menus, also when React changes the page without a reload.
    if (target.closest('a')) {
      if (dropdown) closeDropdown(dropdown);
      const menu = target.closest('[data-phone-menu]');
      const toggle = menu && document.querySelector(`[aria-controls="${menu.id}"]`);
      if (toggle) setDisclosure(toggle, false);
    }
  });
  document.addEventListener('mouseover', (event) => {
    const dropdown = (event.target as Element).closest<HTMLElement>('[data-dropdown]');
    if (dropdown && dropdown.dataset.hover !== 'true') updateDropdown(dropdown, 'hover', true);
  });
  document.addEventListener('mouseout', (event) => {
    const dropdown = (event.target as Element).closest<HTMLElement>('[data-dropdown]');
    if (dropdown && !dropdown.contains(event.relatedTarget as Node | null)) updateDropdown(dropdown, 'hover', false);
  });
  document.addEventListener('focusin', (event) => {
    const dropdown = (event.target as Element).closest<HTMLElement>('[data-dropdown]');
    if (dropdown) updateDropdown(dropdown, 'focus', true);
  });
  document.addEventListener('focusout', (event) => {
    const dropdown = (event.target as Element).closest<HTMLElement>('[data-dropdown]');
    if (dropdown && !dropdown.contains(event.relatedTarget as Node | null)) {
      updateDropdown(dropdown, 'focus', false);
      updateDropdown(dropdown, 'click', false);
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const dropdown = (event.target as Element).closest<HTMLElement>('[data-dropdown]');
    if (!dropdown || dropdown.querySelector('button')?.getAttribute('aria-expanded') !== 'true') return;
    closeDropdown(dropdown);
    dropdown.querySelector('button')?.focus();
  });
}
