import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { externalImageOrigin } from '../storage/index.ts';

export interface SecurityOptions {
  development: boolean;
  /** Razorpay's Standard Checkout: its script, its frame and the calls it makes. */
  razorpay: boolean;
}

const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

/** Per-request nonce first, so the CSP header and the rendered scripts agree. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = crypto.randomBytes(16).toString('base64');
  next();
};

export function securityHeaders({ development, razorpay }: SecurityOptions): RequestHandler[] {
  const extra = (list: string[]) => (razorpay ? list : []);
  // Uploaded images come from the S3 bucket's public address when one is configured.
  const imageOrigin = externalImageOrigin();
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { nonce: string } }).locals.nonce}'`;
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // Vite's dev client injects inline modules and talks over a websocket.
          scriptSrc: development ? ["'self'", "'unsafe-inline'", ...extra(RAZORPAY.script)] : ["'self'", nonce, ...extra(RAZORPAY.script)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(imageOrigin ? [imageOrigin] : [])],
          mediaSrc: ["'self'"],
          fontSrc: ["'self'"],
          connectSrc: development ? ["'self'", 'ws:', ...extra(RAZORPAY.connect)] : ["'self'", ...extra(RAZORPAY.connect)],
          frameSrc: razorpay ? RAZORPAY.frame : ["'none'"],
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
