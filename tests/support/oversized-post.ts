import http from 'node:http';

// A client that sends a body far larger than any endpoint takes, without Content-Length (chunked), as
// fast as the server reads it, and stops sending once the server has answered. Shared by the body
// limit test (tests/integration/body-limits.test.ts) and the bench drill (scripts/bench/drills/bodies.ts).

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

export interface OversizedTarget {
  path: string;
  contentType: string;
  /** Needs a signed-in administrator's cookie. */
  admin?: boolean;
}

const JSON_PATHS = [
  '/api/payments/verify',
  '/api/payments/orders',
  '/api/payments/demo',
  '/api/payments/razorpay/webhook',
  '/api/auth/sign-in/email',
];
const FORM_PATHS = [
  '/api/calendar/bookings',
  '/api/retreat/bookings',
  '/contact',
  '/calendar',
  '/book-your-stay',
  '/rejuvenation/package',
  '/admin/login',
];

/** Every door that reads a body; `/booking/<token>` needs a token signed by the server, so it is added by the caller. */
export const OVERSIZED_TARGETS: OversizedTarget[] = [
  ...JSON_PATHS.map((path) => ({ path, contentType: JSON_TYPE })),
  ...FORM_PATHS.map((path) => ({ path, contentType: FORM_TYPE })),
  { path: '/admin/events', contentType: 'multipart/form-data; boundary=estate', admin: true },
];

export function manageTarget(token: string): OversizedTarget {
  return { path: `/booking/${token}`, contentType: FORM_TYPE };
}

export interface OversizedAnswer {
  /** The status, or 'reset' when the connection broke before an answer, 'hang' when none came in time. */
  status: number | 'reset' | 'hang';
  /** The answer's body, at most 512 KiB of it. */
  body: string;
  /** The answer's Connection header. */
  connection: string | undefined;
  /** Bytes handed to the socket before the answer came. */
  sent: number;
}

/**
 * POSTs `bytes` bytes of `a` to `base + target.path` in 64 KiB chunks (Transfer-Encoding: chunked),
 * honouring back-pressure; once an answer arrives nothing more is sent and the connection is dropped.
 */
export function postOversized(
  base: string,
  target: OversizedTarget,
  bytes: number,
  headers: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<OversizedAnswer> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    let finish = (answer: OversizedAnswer) => {
      finish = () => undefined;
      clearTimeout(timer);
      request.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => finish({ status: 'hang', body: '', connection: undefined, sent }), timeoutMs);
    const request = http.request(new URL(target.path, base), {
      method: 'POST',
      agent: false,
      headers: { 'content-type': target.contentType, ...headers },
    });
    request.on('response', (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body = (body + text).slice(0, 512 * 1024)));
      const done = () => finish({ status: response.statusCode ?? 0, body, connection: response.headers.connection, sent });
      response.on('end', done);
      response.on('error', done);
    });
    // Once answered, the server closing under the rest of the body is expected, not a failure.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered) finish({ status: 'reset', body: error.code ?? error.message, connection: undefined, sent });
    });
    const write = () => {
      while (!answered && sent < bytes) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) {
          request.once('drain', write);
          return;
        }
      }
      if (!answered) request.end();
    };
    write();
  });
}
