import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { closeIfBodyUnread, LINGER_MS } from './unread-body.ts';

let server: http.Server | undefined;
const serverSockets: Socket[] = [];

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
  serverSockets.length = 0;
});

/** An app that reads 16 KiB of a body, stops reading, and answers 413, as the body readers do past their cap. */
async function refusingApp(): Promise<string> {
  const app = express();
  app.use(closeIfBodyUnread);
  app.post('/', (req, res) => {
    let read = 0;
    const onData = (chunk: Buffer) => {
      read += chunk.byteLength;
      if (read < 16 * 1024) return;
      req.off('data', onData);
      req.pause();
      res.status(413).json({ error: 'The request is too large.' });
    };
    req.on('data', onData);
  });
  server = http.createServer(app);
  server.on('connection', (socket) => serverSockets.push(socket));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface Outcome {
  status: number;
  connection?: string;
  /** An error the client's socket had within `watchMs` after the answer, e.g. EPIPE from a reset. */
  errorAfterAnswer?: string;
  /** When the server's socket closed, in ms after the answer; undefined if not within `watchMs`. */
  closedAfterMs?: number;
  /** Bytes the server's socket read between the answer and its close. */
  readAfterAnswer?: number;
}

/** Sends chunks until answered, then keeps sending a few more for `watchMs`, as a client busy uploading does. */
function sendOn(url: string, watchMs: number): Promise<Outcome> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent: false });
    let answer: Outcome | undefined;
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (answer) answer.errorAfterAnswer ??= error.code ?? error.message;
      else reject(error);
    });
    request.on('response', (response) => {
      const answeredAt = Date.now();
      answer = { status: response.statusCode ?? 0, connection: response.headers.connection };
      response.resume();
      const socket = serverSockets[0]!;
      const readBefore = socket.bytesRead;
      socket.once('close', () => {
        answer!.closedAfterMs ??= Date.now() - answeredAt;
        answer!.readAfterAnswer ??= socket.bytesRead - readBefore;
      });
      const more = setInterval(() => request.write(chunk), 10);
      setTimeout(() => {
        clearInterval(more);
        request.destroy();
        resolve(answer!);
      }, watchMs);
    });
    const write = () => {
      while (!answer) if (!request.write(chunk)) return void request.once('drain', write);
    };
    write();
  });
}

describe('closeIfBodyUnread', () => {
  it('answers with Connection: close, and does not reset the connection under a client still sending', async () => {
    const url = await refusingApp();
    const outcome = await sendOn(url, 300);
    expect(outcome.status).toBe(413);
    expect(outcome.connection).toBe('close');
    // Closing at once made the kernel answer the client's next bytes with a reset (EPIPE here), which can
    // reach a client before it has read the 413.
    expect(outcome.errorAfterAnswer).toBeUndefined();
  });

  it('closes it LINGER_MS after the answer, having read nothing more meanwhile', { timeout: LINGER_MS + 5_000 }, async () => {
    const url = await refusingApp();
    const outcome = await sendOn(url, LINGER_MS + 1_000);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(LINGER_MS - 50);
    expect(outcome.closedAfterMs).toBeLessThan(LINGER_MS + 500);
    // The client sent on all along; the server took at most what one read had in flight.
    expect(outcome.readAfterAnswer).toBeLessThan(256 * 1024);
  });
});
