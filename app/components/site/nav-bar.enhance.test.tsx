// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { $, inRouter, mount, press } from '#tests/support/enhance-dom.tsx';
import { navBarMarkup as markup } from './nav-bar.contract.ts';
import { enhanceNav } from './nav-bar.enhance.ts';
import { NavBar } from './nav-bar.tsx';

const menuButton = () => $<HTMLButtonElement>(`nav ${markup.disclosure.selector}`);
const phoneMenu = () => $(markup.phoneMenu.selector);
const dropdown = () => $(markup.dropdown.selector);
const dropdownButton = () => $<HTMLButtonElement>('button', dropdown());
const dropdownList = () => document.getElementById(dropdownButton().getAttribute('aria-controls')!)!;
const dropdownOpen = () => ({
  expanded: dropdownButton().getAttribute('aria-expanded'),
  shown: !dropdownList().classList.contains('hidden'),
});

beforeAll(() => {
  enhanceNav();
  // Links would leave the page; here only what the script does on the way is looked at.
  window.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) event.preventDefault();
  });
});

beforeEach(() => mount(inRouter(<NavBar siteName="Sukoon Healing Estate" />)));

describe('the site header', () => {
  it('the phone menu opens and closes from its button, and a chosen link closes it', () => {
    expect(phoneMenu().hidden).toBe(true);
    menuButton().click();
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(phoneMenu().hidden).toBe(false);
    menuButton().click();
    expect(phoneMenu().hidden).toBe(true);
    menuButton().click();
    $<HTMLAnchorElement>('a[href="/gallery"]', phoneMenu()).click();
    expect(phoneMenu().hidden).toBe(true);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('the phone menu’s BOOK NOW group is a disclosure of its own', () => {
    menuButton().click();
    const group = $<HTMLButtonElement>(markup.disclosure.selector, phoneMenu());
    const links = document.getElementById(group.getAttribute('aria-controls')!)!;
    expect(links.hidden).toBe(true);
    group.click();
    expect(links.hidden).toBe(false);
    expect(phoneMenu().hidden).toBe(false);
  });

  it('the desktop BOOK NOW opens on hover and closes when the pointer leaves', () => {
    expect(dropdownOpen()).toEqual({ expanded: 'false', shown: false });
    dropdownButton().dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(dropdownOpen()).toEqual({ expanded: 'true', shown: true });
    dropdownButton().dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    expect(dropdownOpen()).toEqual({ expanded: 'false', shown: false });
  });

  it('a click keeps it open after the pointer leaves; Escape closes it and focus goes back to its button', () => {
    dropdownButton().click();
    dropdownButton().dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    expect(dropdownOpen().shown).toBe(true);
    const link = $<HTMLAnchorElement>('a', dropdownList());
    link.focus();
    press(link, 'Escape');
    expect(dropdownOpen()).toEqual({ expanded: 'false', shown: false });
    expect(document.activeElement).toBe(dropdownButton());
  });

  it('focus opens it, leaving it by keyboard closes it, and a chosen link closes it', () => {
    dropdownButton().focus();
    expect(dropdownOpen().shown).toBe(true);
    dropdownButton().dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.body }));
    expect(dropdownOpen().shown).toBe(false);
    dropdownButton().click();
    expect(dropdownOpen().shown).toBe(true);
    $<HTMLAnchorElement>('a[href="/book-stay"]', dropdownList()).click();
    expect(dropdownOpen().shown).toBe(false);
  });
});
