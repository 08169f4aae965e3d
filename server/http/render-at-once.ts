import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * A page React does not hydrate rendered to one string: it has no scripts to stream and nothing that
 * waits, so the bytes are the streaming render's (render-at-once.test.ts). React's stream encodes every
 * small piece of markup into a 4 KB buffer as it goes, and that, with the streams it passed through, was
 * a third of the CPU of a page rendered per request (docs/performance.md).
 *
 * Null when some of it could not be rendered at once: a Suspense boundary that waited or failed
 * (renderToString leaves it to the browser and marks it `<!--$!-->`, which the page's text cannot hold,
 * React escapes it), or an error in the shell. The streaming render then does it as it always has, and
 * it alone reports the error.
 */
export function renderedAtOnce(page: ReactElement): string | null {
  try {
    const html = renderToString(page);
    return html.includes('<!--$!') ? null : `<!DOCTYPE html>${html}`;
  } catch {
    return null;
  }
}
