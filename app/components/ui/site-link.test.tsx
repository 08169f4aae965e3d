import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavBar } from '../site/nav-bar.tsx';
import { HydratedPage, isActiveAddress, Link, NavLink } from './site-link.tsx';

/** The markup at `address`, on a page React hydrates or not; React Router's `data-discover` aside. */
function render(hydrated: boolean, address: string, node: ReactNode): string {
  const html = renderToString(
    <MemoryRouter initialEntries={[address]}>
      <HydratedPage value={hydrated}>{node}</HydratedPage>
    </MemoryRouter>,
  );
  return html.replaceAll(' data-discover="true"', '');
}

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');

describe('Link and NavLink', () => {
  it.each([
    [
      'a link',
      '/',
      <Link to="/calendar" className="btn">
        Calendar
      </Link>,
    ],
    ['a link with a query', '/learning', <Link to="/contact?subject=Yoga%20class">Ask</Link>],
    [
      'the active NavLink',
      '/about',
      <NavLink to="/about" end className={navClass}>
        About
      </NavLink>,
    ],
    [
      'an inactive NavLink',
      '/',
      <NavLink to="/about" end className={navClass}>
        About
      </NavLink>,
    ],
    [
      'a NavLink active below its address',
      '/blogs/yin-yoga',
      <NavLink to="/blogs" className={navClass}>
        Blogs
      </NavLink>,
    ],
    [
      'an `end` NavLink below its address',
      '/blogs/yin-yoga',
      <NavLink to="/blogs" end className={navClass}>
        Blogs
      </NavLink>,
    ],
    [
      'a NavLink at another case',
      '/ABOUT',
      <NavLink to="/about" end className="nav">
        About
      </NavLink>,
    ],
    ['the whole navigation bar', '/programs', <NavBar siteName="Sukoon" />],
  ])('%s is the same markup as React Router renders', (_name, address, node) => {
    expect(render(false, address, node)).toBe(render(true, address, node));
  });

  it('renders React Router’s own only where React hydrates', () => {
    const link = <Link to="/calendar">Calendar</Link>;
    expect(
      renderToString(
        <MemoryRouter>
          <HydratedPage value>{link}</HydratedPage>
        </MemoryRouter>,
      ),
    ).toContain('data-discover');
    expect(renderToString(<MemoryRouter>{link}</MemoryRouter>)).not.toContain('data-discover');
  });

  it.each([
    ['/about', '/about', true, true],
    ['/about/', '/about', false, true],
    ['/about/team', '/about', false, true],
    ['/aboutus', '/about', false, false],
    ['/', '/', true, true],
    ['/calendar', '/', false, false],
    ['/blogs/x', '/blogs/', false, true],
  ])('%s against %s: active with end %s, without %s', (pathname, to, withEnd, without) => {
    expect(isActiveAddress(pathname, to, true)).toBe(withEnd);
    expect(isActiveAddress(pathname, to, false)).toBe(without);
  });
});
