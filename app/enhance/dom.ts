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

/** A task that long keeps the page from answering a tap or a key (the browser reports it as a long task). */
const LONG_TASK_MS = 50;

/**
 * Runs `callback` once the page has loaded, painted and then gone `quietMs` without a long task. For
 * decorative work only (a background video): without hardware video decoding, as on many phones, a
 * playing video takes the main thread for a second or more, which must not fall in the moments the page
 * becomes usable. Where long tasks cannot be observed, it runs `quietMs` after load and paint.
 */
export function afterPageSettles(callback: () => void, quietMs = 2000): void {
  afterLoadAndFirstPaint(() => {
    let lastBusy = performance.now();
    let observer: PerformanceObserver | undefined;
    try {
      observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.duration >= LONG_TASK_MS) lastBusy = Math.max(lastBusy, entry.startTime + entry.duration);
      });
      observer.observe({ type: 'longtask' });
    } catch {
      observer = undefined;
    }
    const check = () => {
      const quietFor = performance.now() - lastBusy;
      if (quietFor < quietMs) return void window.setTimeout(check, quietMs - quietFor);
      observer?.disconnect();
      callback();
    };
    window.setTimeout(check, quietMs);
  });
}
