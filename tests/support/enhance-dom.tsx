import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { vi } from 'vitest';
import type { SiteSettings } from '#app/lib/site.ts';
import type { Permission } from '#app/lib/staff-roles.ts';

// For the enhance scripts' DOM tests (`// @vitest-environment happy-dom`): the component's server
// markup put in the page, and the guest's clicks, typing and the network as the script meets them.

export const testSite: SiteSettings = {
  name: 'Sukoon Healing Estate',
  email: 'namaste@sukoon-estate.in',
  phone: '+91 98765 43210',
  publicUrl: 'http://localhost:3000',
  timeZone: 'Asia/Kolkata',
  address: 'Riverside Lane, Pune',
  mapUrl: 'https://maps.example.org/?q=sukoon',
  directionsUrl: 'https://maps.example.org/dir/?to=sukoon',
};

/** `element` rendered inside the root route at `path`, for components that read the site's settings or link. */
export function inRouter(element: ReactElement, path = '/'): ReactElement {
  const Stub = createRoutesStub([{ id: 'root', path: '*', Component: () => element }]);
  return <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { site: testSite } } }} />;
}

/**
 * `element` inside the back-office layout's route, whose loader data gives the signed-in role's
 * permissions (app/lib/admin/use-staff-can.ts): for controls shown only to a role that may use them.
 */
export function inAdminRouter(element: ReactElement, permissions: readonly Permission[], path = '/'): ReactElement {
  const Stub = createRoutesStub([
    { id: 'root', Component: Outlet, children: [{ id: 'routes/admin/layout', path: '*', Component: () => element }] },
  ]);
  const loaderData = { root: { site: testSite }, 'routes/admin/layout': { permissions } };
  return <Stub initialEntries={[path]} hydrationData={{ loaderData }} />;
}

/** Replaces the page's body with what the server renders for `elements`. */
export function mount(...elements: ReactElement[]): void {
  document.body.innerHTML = elements.map((element) => renderToStaticMarkup(element)).join('');
}

/** The one element `selector` finds; a test fails loudly when the markup lacks it. */
export function $<E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E {
  const element = root.querySelector<E>(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  return element;
}

/** What a person reads in an element, spaces folded. */
export const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

export function type(input: HTMLInputElement | HTMLSelectElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Picks a radio button or checkbox as a click does: the group follows, and `input` and `change` fire. */
export function choose(input: HTMLInputElement): void {
  input.click();
}

export function press(element: Element, key: string): void {
  element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
}

export interface Sent {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Stubs `fetch` with `answer` for every request (a function of the request, or one JSON answer) and
 * returns what was sent, the bodies read back as an object (forms) or JSON.
 */
export function stubFetch(answer: (request: Sent) => Response | Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const body = init.body;
    const read =
      body instanceof FormData || body instanceof URLSearchParams
        ? Object.fromEntries(body.entries())
        : typeof body === 'string'
          ? (JSON.parse(body) as unknown)
          : undefined;
    const request = { url: String(input), method: init.method ?? 'GET', body: read };
    sent.push(request);
    return answer(request);
  });
  return sent;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Lets the script's awaited fetches and their follow-ups run. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 10; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Replaces IntersectionObserver with one the test drives: `show(element)` tells every observer of it
 * that it is now on screen.
 */
export function stubIntersection(): { show(element: Element): void } {
  const observers: { callback: IntersectionObserverCallback; targets: Set<Element>; observer: IntersectionObserver }[] = [];
  class FakeIntersectionObserver {
    private readonly entry;
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: new Set<Element>(), observer: this as unknown as IntersectionObserver };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.targets.add(element);
    }
    unobserve(element: Element) {
      this.entry.targets.delete(element);
    }
    disconnect() {
      this.entry.targets.clear();
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    show(element) {
      for (const { callback, targets, observer } of observers) {
        if (targets.has(element)) callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], observer);
      }
    },
  };
}

/** The visitor's `prefers-reduced-motion` setting. */
export function stubReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}
