import { documentMarkup } from '#app/lib/document.contract.ts';

// Small helpers shared by the enhancement modules (app/enhance/index.ts and the components' *.enhance.ts).

export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The element with the id in `attribute` of `owner` (aria-controls and the like). */
export function controlled(owner: Element, attribute = 'aria-controls'): HTMLElement | null {
  const id = owner.getAttribute(attribute);
  return id ? document.getElementById(id) : null;
}

/**
 * Runs `callback` once React has hydrated a page it owns, at once otherwise: DOM added before
 * hydration would not match what React rendered on the server.
 */
export function afterHydration(callback: () => void): void {
  const root = document.documentElement;
  if (documentMarkup.client.read(root) !== 'react' || documentMarkup.hydrated.read(root)) return callback();
  const observer = new MutationObserver(() => {
    if (!documentMarkup.hydrated.read(root)) return;
    observer.disconnect();
    callback();
  });
  observer.observe(root, { attributes: true, attributeFilter: [documentMarkup.hydrated.name] });
}

/** Starts `callback` once, the first time the element is at least `threshold` visible. */
export function whenVisible(element: Element, callback: () => void, threshold = 0): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { threshold },
  );
  observer.observe(element);
}

/**
 * Runs `callback` once the page has loaded and shown its first content, whichever comes last: the load
 * event can fire before the first paint, and media started then competes with what the guest is about
 * to see. A browser that reports no paint timing gets it a few seconds after load.
 */
export function afterLoadAndFirstPaint(callback: () => void): void {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    const fallback = window.setTimeout(resolve, 3000);
    const done = () => {
      window.clearTimeout(fallback);
      resolve();
    };
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return done();
    try {
      const observer = new PerformanceObserver(() => {
        observer.disconnect();
        done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing in this browser: the fallback runs it.
    }
  });
  void Promise.all([loaded, painted]).then(callback);
}
