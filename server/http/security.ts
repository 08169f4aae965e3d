import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

export interface SecurityOptions {
  development: boolean;
}

/** Per-request nonce first, so the CSP header and the rendered scripts agree. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = crypto.randomBytes(16).toString('base64');
  next();
};

export function securityHeaders({ development }: SecurityOptions): RequestHandler[] {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { nonce: string } }).locals.nonce}'`;
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // Vite's dev client injects inline modules and talks over a websocket.
          scriptSrc: development ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'"],
          fontSrc: ["'self'"],
          connectSrc: development ? ["'self'", 'ws:'] : ["'self'"],
          frameSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          manifestSrc: ["'self'"],
        },
      },
      // Sent only over HTTPS (below): a plain-HTTP local run must not pin browsers to HTTPS.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
    (req, res, next) => {
      if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
      next();
    },
  ];
}
