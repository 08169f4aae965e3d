import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import express, { type ErrorRequestHandler, type Express, type Router } from 'express';
import { pinoHttp } from 'pino-http';
import { createRequestHandler as createPageRenderer, type ServerBuild } from 'react-router';
import { isCacheablePage } from '#app/lib/public-pages.ts';
import { config } from './config.ts';
import { database } from './db/index.ts';
import { compressResponses } from './http/compression.ts';
import { createLoadContext } from './http/context.ts';
import { errorStatus, requestErrorPage, serverErrorPage } from './http/error-page.ts';
import { requestLogFields, responseLogFields, responseLogLevel } from './http/log-fields.ts';
import { sameOriginOnly } from './http/origin.ts';
import { pageCache } from './http/page-cache.ts';
import { routedPath } from './http/routed-path.ts';
import { assignNonce, securityHeaders } from './http/security.ts';
import { loadStaticFiles } from './http/static-files.ts';
import { refuseUnstorableAddress } from './http/storable.ts';
import { closeIfBodyUnread } from './http/unread-body.ts';
import { logger } from './logger.ts';
import { paymentProvider } from './provider/index.ts';
import { uploadsDir } from './storage/index.ts';
import { serveUploads } from './storage/serve.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The last segment of the address has an extension.
const FILE_NAME = /\.[A-Za-z0-9]+$/;

// The back-office's screens and sign-in endpoints, as the router matches them (server/http/routed-path.ts).
const BACK_OFFICE = /^\/(admin|api\/auth)(\/|$)/;

export interface AppOptions {
  /** Serve through Vite with hot reload instead of the built files. */
  useVite: boolean;
  /** Routes mounted before the site itself (the browser tests add a read-only inspection route). */
  extraRoutes?: Router;
}

export async function createApp({ useVite, extraRoutes }: AppOptions): Promise<Express> {
  const cfg = config();
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For and X-Forwarded-Proto are believed only from the proxies named in TRUST_PROXY: any
  // other host could write them, and its per-client limits would count whoever it claims to be.
  app.set('trust proxy', cfg.TRUST_PROXY.length > 0 ? cfg.TRUST_PROXY : false);
  if (cfg.TRUST_PROXY.length === 0 && cfg.publicUrl.startsWith('https://')) {
    logger.warn(
      'PUBLIC_URL is https but TRUST_PROXY trusts no proxy: the TLS proxy in front is ignored, so every client counts as its address and HSTS is never sent',
    );
  }
  if (!useVite) {
    // The built scripts, stylesheet and icons, from memory with the copies the build compressed: first,
    // before the request log and the pages' headers, since a file costs less than either (docs/benchmarks.md).
    const staticFiles = loadStaticFiles(path.join(root, 'build/client'));
    if (staticFiles.uncompressed) logger.warn(`${staticFiles.uncompressed} built files have no compressed copy: build with npm run build`);
    app.use((req, res, next) => {
      if (!staticFiles.serve(req, res)) next();
    });
  }

  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => {
        const id = crypto.randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      serializers: { req: requestLogFields, res: responseLogFields },
      customLogLevel: (_req, res) => responseLogLevel(res as typeof res & { locals?: Record<string, unknown> }),
    }),
  );
  app.use(assignNonce, ...securityHeaders({ development: useVite, razorpay: paymentProvider().name === 'razorpay' }));
  app.use(closeIfBodyUnread);
  app.use(compressResponses());
  app.use(sameOriginOnly(cfg.publicUrl));
  app.use(refuseUnstorableAddress);
  // Back-office pages hold guests' personal data: no shared or browser cache keeps a copy.
  app.use((req, res, next) => {
    const path = routedPath(req.originalUrl);
    if (path === null || BACK_OFFICE.test(path)) res.setHeader('Cache-Control', 'no-store');
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await database().ping();
      res.json({ status: 'ok', database: database().kind });
    } catch (error) {
      logger.warn({ err: error }, 'readiness check failed');
      res.status(503).json({ status: 'unavailable', reason: 'database not answering' });
    }
  });
  if (extraRoutes) app.use(extraRoutes);
  // Images uploaded in the back-office, when they are kept on disk (server/storage).
  app.use('/uploads', serveUploads(uploadsDir(cfg)));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (useVite) {
    const vite = await import('vite');
    const viteServer = await vite.createServer({ root, server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    build = () => viteServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const client = path.join(root, 'build/client');
    // Hashed file names change with their content, so they may be cached for good.
    app.use('/assets', express.static(path.join(client, 'assets'), { immutable: true, maxAge: '1y' }));
    app.use('/media', express.static(path.join(client, 'media'), { maxAge: '30d' }));
    // Only for addresses that name a file (favicon.svg, site.webmanifest …): on its way to the renderer
    // a page used to cost a disk lookup that failed, 7 % of the server's time under load.
    const rootFiles = express.static(client, { maxAge: '1h', index: false });
    app.use((req, res, next) => (FILE_NAME.test(req.path) ? rootFiles(req, res, next) : next()));
    build = (await import(path.join(root, 'build/server/index.js'))) as ServerBuild;
  }

  const mode = cfg.NODE_ENV === 'production' ? 'production' : 'development';
  if (!useVite && cfg.pageCacheMs > 0) {
    const renderPage = createPageRenderer(build, mode);
    app.use(
      pageCache({
        ttlMs: cfg.pageCacheMs,
        maxEntries: 100,
        // Public pages that read nothing of the visitor: the table's `cacheable` pages (app/lib/public-pages.ts).
        isShared: isCacheablePage,
        // The site's own origin, not the Host header: a forged Host must not shape a page others receive.
        render: (req, nonce) =>
          renderPage(
            new Request(cfg.publicUrl + req.originalUrl),
            createLoadContext({ nonce, requestId: String(req.id), ip: req.ip ?? 'unknown' }),
          ),
      }),
    );
  }
  app.all(
    '/{*path}',
    createRequestHandler({
      build,
      mode,
      getLoadContext: (req, res) =>
        createLoadContext({ nonce: res.locals.nonce as string, requestId: String(req.id), ip: req.ip ?? 'unknown' }),
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    // The router refuses an address it cannot decode (broken %-escapes) with a 400: the client's fault, not ours.
    const status = errorStatus(error);
    if (status < 500) req.log.info({ err: error, status }, 'request refused');
    else req.log.error({ err: error }, 'unhandled error');
    if (res.headersSent) return res.end();
    res
      .status(status)
      .type('html')
      .send(status < 500 ? requestErrorPage(cfg.SITE_NAME) : serverErrorPage(cfg.SITE_NAME));
  };
  app.use(onError);
  return app;
}

/** Listens, logs where, and closes cleanly on SIGTERM/SIGINT. */
export function serve(app: Express): void {
  const cfg = config();
  const server = app.listen(cfg.PORT, cfg.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : cfg.PORT;
    logger.info({ port, mode: cfg.NODE_ENV }, `${cfg.SITE_NAME} listening on http://localhost:${port}`);
  });
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      void database()
        .close()
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
