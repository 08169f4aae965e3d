import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it, vi } from 'vitest';
import { assignNonce, securityHeaders } from '../http/security.ts';

// config() is read once per process: these settings must be in place before anything reads it.
vi.hoisted(() => {
  Object.assign(process.env, {
    S3_BUCKET: 'estate-media',
    S3_ENDPOINT: 'https://abc.r2.cloudflarestorage.com',
    S3_REGION: 'auto',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_PUBLIC_URL: 'https://media.example.org/estate',
  });
});

describe('Content-Security-Policy with S3 storage', () => {
  it("lets pages load images from the bucket's public origin, and nothing more", async () => {
    const app = express();
    app.use(assignNonce, ...securityHeaders({ development: false, razorpay: false }));
    app.get('/', (_req, res) => {
      res.send('ok');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("img-src 'self' data: blob: https://media.example.org;");
      expect(csp).toContain("default-src 'self';");
      expect(csp).not.toContain('r2.cloudflarestorage.com');
    } finally {
      server.close();
    }
  });
});
