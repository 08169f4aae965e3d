// Small helpers shared by the enhancement modules (app/enhance/index.ts).

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
  if (root.dataset.client !== 'react' || root.dataset.hydrated === 'true') return callback();
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated !== 'true') return;
    observer.disconnect();
    callback();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
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
