import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { type EntryContext, type ErrorResponse, isRouteErrorResponse, type RouterContextProvider, ServerRouter } from 'react-router';
import { compressWhole, preferredEncoding } from '#server/http/compression.ts';
import { requestInfo } from '#server/http/context.ts';
import { renderedAtOnce } from '#server/http/render-at-once.ts';
import { renderBursts } from '#server/http/render-bursts.ts';
import { logger } from '#server/logger.ts';
import { METHOD_NOT_ALLOWED_TEXT } from './content/status-pages.ts';
import { needsHydration } from './lib/hydration.ts';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The same nonce as the Content-Security-Policy header set by the HTTP server.
  const { nonce } = requestInfo(loadContext);
  const page = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />;

  // A page React does not hydrate is rendered to one string, the same bytes for less CPU (render-at-once.ts).
  const matches = routerContext.staticHandlerContext.matches.map((match) => ({
    handle: routerContext.routeModules[match.route.id]?.handle,
  }));
  if (!needsHydration(matches)) {
    const html = renderedAtOnce(page);
    if (html !== null) {
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      // As bytes: a string body is first scanned whole for lone surrogates (WebIDL's USVString), 2 % of the CPU.
      return new Response(encodedPage(Buffer.from(html), request, responseHeaders), {
        headers: responseHeaders,
        status: responseStatusCode,
      });
    }
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = renderBursts(() => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) logger.error({ err: error }, 'error while streaming a page');
      },
    });
  });
}

/** The page compressed whole as the browser accepts (the compression middleware leaves an encoded body alone). */
function encodedPage(html: Buffer<ArrayBuffer>, request: Request, headers: Headers): Buffer<ArrayBuffer> {
  headers.append('Vary', 'Accept-Encoding');
  const encoding = preferredEncoding(request.headers.get('accept-encoding'));
  if (!encoding) return html;
  headers.set('Content-Encoding', encoding);
  return compressWhole(html, encoding);
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // React Router answers a form sent to a page without an action with its own 405, whose sentence names
  // the route module ("routes/site/about"). Every answer (page, .data or resource route) is serialised
  // after this hook has seen the error, so its sentence is replaced here, before anyone reads it.
  if (isRouteErrorResponse(error) && error.status === 405) withoutRouteNames(error);
  if (request.signal.aborted) return;
  // A 4xx, such as a data request for an address no route matches, is the client's mistake: the fuzz
  // filled the error log with them.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger.error({ err: error, url: request.url }, 'error in a loader or action');
}

/** React Router's 405 with our sentence in place of its own, in what it sends (`data`) and what it logs (`error`). */
function withoutRouteNames(error: ErrorResponse): void {
  const internal = error as ErrorResponse & { error?: Error };
  internal.data = METHOD_NOT_ALLOWED_TEXT;
  if (internal.error instanceof Error) {
    internal.error = new Error(METHOD_NOT_ALLOWED_TEXT);
    internal.error.stack = undefined;
  }
}
