import type { RequestHandler } from 'express';
import { Refusal, refusalBody } from '../refusal.ts';
import { LOG_LEVEL_LOCAL } from './log-fields.ts';
import { routedPath } from './routed-path.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
// The booking dialogs' JSON endpoints serve only this site's own dialogs, whose fetch always sends an
// Origin, so guarding it costs guests nothing. Public pages' actions are left as before.
const GUARDED = /^\/(admin|api\/auth|api\/calendar|api\/retreat)(\/|$)/;

/** Whether a state-changing request to this address needs this site's Origin; an undecodable one does. */
export function isGuarded(originalUrl: string): boolean {
  const path = routedPath(originalUrl);
  return path === null || GUARDED.test(path);
}

/**
 * Cross-site request forgery guard for the back-office and the booking dialogs' endpoints: a
 * state-changing request must come from a page of this site, as its Origin (or, failing that,
 * Referer) header shows. SameSite=Lax cookies
 * already keep most forged posts out; this closes the rest.
 */
export function sameOriginOnly(publicUrl: string): RequestHandler {
  const allowed = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (SAFE.has(req.method) || !isGuarded(req.originalUrl)) return next();
    const own = `${req.protocol}://${req.get('host') ?? ''}`;
    const claimed = req.get('origin') ?? originOf(req.get('referer'));
    if (claimed && (claimed === allowed || claimed === own)) return next();
    // Another site's page (or a script) asked: worth a look in the log, not an error of ours.
    res.locals[LOG_LEVEL_LOCAL] = 'warn';
    const refusal = new Refusal('This request did not come from a page of this site.', 403);
    res.status(refusal.status).json(refusalBody(refusal));
  };
}

function originOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
