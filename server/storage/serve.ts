import express, { type Router } from 'express';

const YEAR_SECONDS = 31_536_000;

/**
 * Serves the uploaded images kept on disk. Only the WebP files the uploads slice writes: nothing a
 * person uploaded is ever served as it came, and a name is never reused, so browsers may keep each for a year.
 */
export function serveUploads(root: string): Router {
  const router = express.Router();
  router.use((req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && /^\/[a-z0-9-]+\/[a-z0-9][a-z0-9-]*\.webp$/.test(req.path)) return next();
    res.status(404).type('text/plain').send('Not found');
  });
  router.use(
    express.static(root, {
      index: false,
      dotfiles: 'deny',
      redirect: false,
      setHeaders(res) {
        res.setHeader('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
        res.setHeader('Content-Type', 'image/webp');
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    }),
  );
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
