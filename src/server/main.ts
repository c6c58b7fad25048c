/**
 * `npm start` runs this after the build: one Node server for the prerendered site (and, with it, the
 * site's own endpoints). PORT and HOST choose where it listens; DIST_DIR where the site is.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';

const here = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.resolve(process.env.DIST_DIR ?? path.join(here, '../../dist'));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const server = http.createServer(createApp({ distDir }));
server.keepAliveTimeout = 65_000;

server.listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), distDir) || '.'} at http://${host}:${port}`);
});

function shutdown(signal: string) {
  console.log(`${signal} received: closing the server.`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
