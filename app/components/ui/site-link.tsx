import { type ComponentProps, createContext, use } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, useLocation } from 'react-router';

// Drop-in `Link` and `NavLink` for pieces of the public site. Where React hydrates the page (the
// back-office, the guest's booking page) they are React Router's, which navigate on the client. Everywhere
// else nothing runs them in the browser, so they render the same <a> themselves: React Router's resolve
// every address against the route tree on each render, 13 % of the server's CPU for a page rendered per request.

/** Whether React hydrates this page: root.tsx provides it from the matched routes' `handle`. */
export const HydratedPage = createContext(false);

type LinkProps = { to: string } & Omit<ComponentProps<'a'>, 'href'>;

export function Link({ to, ...props }: LinkProps) {
  if (use(HydratedPage)) return <RouterLink to={to} {...props} />;
  return <a {...props} href={to} />;
}

type NavLinkProps = {
  to: string;
  /** Active only on this very address, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
} & Omit<ComponentProps<'a'>, 'href' | 'className'>;

/** React Router's rule (case-insensitive, a trailing slash ignored, `end` for an exact match). */
export function isActiveAddress(pathname: string, to: string, end: boolean): boolean {
  const current = pathname.toLowerCase();
  const target = to.replace(/[?#].*$/, '').toLowerCase();
  const length = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return current === target || (!end && current.startsWith(target) && current.charAt(length) === '/');
}

export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const hydrated = use(HydratedPage);
  const { pathname } = useLocation();
  if (hydrated) return <RouterNavLink to={to} end={end} className={className} {...props} />;
  const isActive = isActiveAddress(pathname, to, end);
  const classes =
    typeof className === 'function' ? className({ isActive }) : [className ?? '', isActive ? 'active' : null].filter(Boolean).join(' ');
  // In React Router's order, so the markup is the same to the byte.
  return <a {...props} aria-current={isActive ? 'page' : undefined} className={classes} href={to} />;
}
