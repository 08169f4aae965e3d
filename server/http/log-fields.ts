// What the request log keeps of each request and response. pino-http's defaults log every header,
// which would put admin session cookies (and the Set-Cookie that creates them) in production logs,
// and the address of a guest's manage page is itself the key to that booking.

interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
}

export function requestLogFields(req: LoggedRequest) {
  return { id: req.id, method: req.method, url: req.url?.replace(/^\/booking\/[^/?#]+/, '/booking/[token]') };
}

export function responseLogFields(res: { statusCode?: number }) {
  return { statusCode: res.statusCode };
}

/** Where a middleware may ask for its answer's request log line at another level than info. */
export const LOG_LEVEL_LOCAL = 'logLevel';

/** The level of a request's log line: info, unless the answer asked for another (res.locals.logLevel). */
export function responseLogLevel(res: { locals?: Record<string, unknown> }): 'info' | 'warn' {
  return res.locals?.[LOG_LEVEL_LOCAL] === 'warn' ? 'warn' : 'info';
}
