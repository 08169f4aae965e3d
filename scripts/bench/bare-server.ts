// What this machine does at most over HTTP: a bare node:http server answering one fixed buffer, for the
// load bench to measure every target against (scripts/bench/load.ts). `node scripts/bench/bare-server.ts <bytes>`
// listens on a free port of 127.0.0.1 and prints it.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const bytes = Number(process.argv[2]);
if (!Number.isInteger(bytes) || bytes <= 0) throw new Error('usage: node scripts/bench/bare-server.ts <bytes>');
// Random bytes: as incompressible as a compressed page, so nothing on the way could make them cheaper.
const body = crypto.randomBytes(bytes);
const headers = ['Content-Type', 'text/html; charset=utf-8', 'Content-Length', String(body.length)];
const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  console.log((server.address() as AddressInfo).port);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
