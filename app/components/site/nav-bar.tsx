import { useId } from 'react';
import { ChevronDown } from '#app/components/ui/chevron-down.tsx';
import { Link, NavLink } from '#app/components/ui/site-link.tsx';
import { bookNowLinks, exploreLink, mainLinks } from '#app/content/navigation.ts';
import type { ContentLink } from '#app/content/types.ts';
import { Logo } from './logo.tsx';
import { navBarMarkup as markup } from './nav-bar.contract.ts';

// Markup only: nav-bar.enhance.ts opens and closes the menus, on every page, hydrated or not.

// From 1024 px the whole menu sits on one line: no label may break, and below 1280 px the letters and
// gaps close up so the seven items fit beside the logo (tests/e2e/layout.spec.ts measures it).
const condensed = 'whitespace-nowrap tracking-[0.08em] xl:tracking-[0.14em]';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `px-1.5 py-2 text-[0.8125rem] font-semibold transition-colors hover:text-gold-300 xl:px-2 ${condensed} ${isActive ? 'text-gold-300' : 'text-sand-50'}`;

export function NavBar({ siteName }: { siteName: string }) {
  const menuId = useId();

  return (
    <header className="on-dark sticky top-0 z-40 bg-forest-900/95 shadow-sm print:hidden">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-sand-50 focus:px-4 focus:py-2 focus:text-forest-900"
      >
        Skip to content
      </a>
      <nav aria-label="Main" className="container-page flex h-16 items-center justify-between gap-4">
        <Logo name={siteName} />
        <ul className="hidden items-center gap-0.5 lg:flex xl:gap-1">
          {mainLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <BookNowDropdown />
          </li>
          <li className="ml-1 xl:ml-2">
            <Link
              to={exploreLink.to}
              className={`inline-block rounded-full border border-gold-300 px-3 py-2 text-[0.8125rem] font-semibold text-gold-300 xl:px-4 ${condensed} transition-colors hover:bg-gold-300 hover:text-forest-900`}
            >
              {exploreLink.label}
            </Link>
          </li>
        </ul>
        <button
          type="button"
          {...markup.disclosure.props()}
          className="group inline-flex h-11 w-11 items-center justify-center rounded-md text-sand-50 lg:hidden"
          aria-expanded="false"
          aria-controls={menuId}
        >
          <span className="sr-only group-aria-expanded:hidden">Open menu</span>
          <span className="sr-only hidden group-aria-expanded:inline">Close menu</span>
          <svg
            viewBox="0 0 24 24"
            width="26"
            height="26"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path className="group-aria-expanded:hidden" d="M4 7h16M4 12h16M4 17h16" />
            <path className="hidden group-aria-expanded:inline" d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </nav>
      <MobileMenu id={menuId} />
    </header>
  );
}

function BookNowDropdown() {
  const menuId = useId();
  return (
    <div className="relative" {...markup.dropdown.props()}>
      <button
        type="button"
        aria-expanded="false"
        aria-controls={menuId}
        className={`group flex items-center gap-1 rounded-full bg-clay-600 px-3 py-2 text-[0.8125rem] font-semibold text-white transition-colors hover:bg-clay-700 xl:px-4 ${condensed}`}
      >
        BOOK NOW <ChevronDown className="group-aria-expanded:rotate-180" />
      </button>
      <ul id={menuId} className="on-light absolute top-full right-0 hidden w-48 pt-2">
        <li className="overflow-hidden rounded-lg bg-sand-50 py-1 shadow-lg ring-1 ring-black/5">
          {bookNowLinks.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="block px-4 py-2.5 text-sm font-semibold tracking-[0.12em] text-forest-900 hover:bg-sand-200 focus-visible:bg-sand-200"
            >
              {link.label}
            </Link>
          ))}
        </li>
      </ul>
    </div>
  );
}

const mobileItem = 'block rounded-md px-3 py-3 text-sm font-semibold tracking-[0.14em] text-sand-50 hover:bg-forest-800';

function MobileMenu({ id }: { id: string }) {
  const groupId = useId();
  return (
    <div id={id} hidden {...markup.phoneMenu.props()} className="border-t border-forest-800 bg-forest-900 lg:hidden">
      <ul className="container-page flex flex-col gap-1 py-3">
        <MobileLinks links={mainLinks} />
        <li>
          <button
            type="button"
            {...markup.disclosure.props()}
            aria-expanded="false"
            aria-controls={groupId}
            className={`${mobileItem} group flex w-full items-center justify-between text-left`}
          >
            BOOK NOW <ChevronDown className="group-aria-expanded:rotate-180" />
          </button>
          <ul id={groupId} hidden className="ml-3 border-l border-forest-700 pl-2">
            <MobileLinks links={bookNowLinks} />
          </ul>
        </li>
        <li className="pt-2">
          <Link
            to={exploreLink.to}
            className="block rounded-full border border-gold-300 px-4 py-3 text-center text-sm font-semibold tracking-[0.14em] text-gold-300"
          >
            {exploreLink.label}
          </Link>
        </li>
      </ul>
    </div>
  );
}

/** The phone menu's links, as items of the list they stand in. */
function MobileLinks({ links }: { links: readonly ContentLink[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={mobileItem}>
        {link.label}
      </Link>
    </li>
  ));
}
