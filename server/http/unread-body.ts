import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';

/** How long a connection closed under an unread body stays open after the answer, and how much it may still read meanwhile. */
export const LINGER_MS = 2_000;
export const LINGER_BYTES = 1024 * 1024;

/**
 * An answer given before the request's body has arrived in full (a 401 or 403 of a guard, a 404 for
 * a wrong link, a 413 once the body passed its cap) also closes the connection. Otherwise the unread
 * rest of the body would be parsed as the start of the client's next request on the same connection,
 * which then fails with a reset.
 */
export const closeIfBodyUnread: RequestHandler = (req, res, next) => {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return next();
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    if (!req.complete && !res.headersSent) {
      res.setHeader('Connection', 'close');
      closeLingering(req);
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};

/**
 * Node closes a `Connection: close` socket as soon as the answer is written (socket.destroySoon). With
 * body bytes still arriving, the kernel answers them with a reset, and a client still sending may take
 * the reset before it has read the answer (Node's own client then reports EPIPE and drops the 413). So
 * this socket closes in two steps: the answer and FIN, with nothing more read (the client's sending
 * stalls in the kernel's buffers, where it costs this process nothing), and the close itself LINGER_MS
 * later, by when the client has read the answer. (A paused socket does not see the client hang up.) A
 * request Node drains on its own (one no reader touched) is read on meanwhile, dropped, and closed
 * early past LINGER_BYTES.
 */
function closeLingering(req: IncomingMessage): void {
  const socket = req.socket as Socket & { destroySoon?: () => void };
  const destroySoon = socket.destroySoon;
  socket.destroySoon = function lingeringClose(this: Socket) {
    // The body arrived in full after all: nothing to wait for.
    if (req.complete) return destroySoon?.call(this);
    this.end();
    this.pause();
    const start = this.bytesRead;
    const close = () => {
      clearInterval(counting);
      clearTimeout(deadline);
      this.destroy();
    };
    // bytesRead counts what the socket took, whether or not the HTTP parser hands it on to the request.
    const counting = setInterval(() => {
      if (this.bytesRead - start > LINGER_BYTES) close();
    }, 20).unref();
    const deadline = setTimeout(close, LINGER_MS).unref();
    this.once('end', close);
    this.once('close', close);
  };
}
