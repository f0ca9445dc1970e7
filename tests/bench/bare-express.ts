/**
 * The yardstick of the `api` benchmark: the smallest Express 5 app there is, one JSON route, run
 * as its own process (like the API) on the same machine and in the same run, so the API's figures
 * read as a ratio to what Express itself can do here rather than as absolute numbers.
 *
 * Listens on 127.0.0.1 on a free port and prints `{"port":N}` on stdout once ready.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';

const app = express();
app.disable('x-powered-by');
app.get('/bare', (_req, res) => {
  res.json({ ok: true });
});

const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
