import type { RequestHandler } from 'express';

/**
 * An answer given before the request's body has arrived in full (a 401 or 403 of a guard, a 404 for
 * a wrong link) also closes the connection. Otherwise the unread rest of the body would be parsed as
 * the start of the client's next request on the same connection, which then fails with a reset.
 */
export const closeIfBodyUnread: RequestHandler = (req, res, next) => {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return next();
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    if (!req.complete && !res.headersSent) res.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};
