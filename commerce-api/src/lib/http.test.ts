import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import express, { type Response } from 'express';
import { ConnectionRefusedError } from 'sequelize';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { conflict } from './errors.js';
import { answerClientErrors, errorHandler, notFoundHandler, validate, type ValidatedRequest } from './http.js';
import { createSilentLogger } from './logger.js';
import { z } from './zod.js';

const addSchemas = {
  body: z.object({
    ticketId: z.number().int().positive(),
    quantity: z.number().int().min(1, 'la quantité minimale est 1'),
  }),
};
const listSchemas = { query: z.object({ page: z.coerce.number().int().min(1).default(1) }) };
const itemSchemas = { params: z.object({ itemId: z.coerce.number().int().positive() }) };

function buildApp() {
  const app = express();
  app.use(express.json({ limit: '1kb' }));
  app.post('/add', validate(addSchemas), (req: ValidatedRequest<typeof addSchemas>, res: Response) => {
    res.json({ received: req.body });
  });
  app.get('/list', validate(listSchemas), (req: ValidatedRequest<typeof listSchemas>, res: Response) => {
    res.json({ page: req.query.page, type: typeof req.query.page });
  });
  app.get('/items/:itemId', validate(itemSchemas), (req: ValidatedRequest<typeof itemSchemas>, res: Response) => {
    res.json({ itemId: req.params.itemId, type: typeof req.params.itemId });
  });
  app.get('/conflict', () => {
    throw conflict('Ce billet est déjà dans votre panier.', 'ALREADY_IN_CART');
  });
  app.get('/boom', async () => {
    throw new Error('SQLITE_ERROR: no such table: secret_internal_table at /srv/app/secret.js:42');
  });
  app.get('/db-down', async () => {
    throw new ConnectionRefusedError(new Error('connect ECONNREFUSED 10.0.0.5:3306'));
  });
  app.get('/zod-in-handler', () => {
    z.object({ email: z.email() }).parse({ email: 'pas-un-email' });
  });
  app.use(notFoundHandler);
  app.use(errorHandler(createSilentLogger()));
  return app;
}

describe('validate()', () => {
  const app = buildApp();

  it('passes parsed data to the handler', async () => {
    const res = await request(app).post('/add').send({ ticketId: 3, quantity: 2, extra: 'dropped' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: { ticketId: 3, quantity: 2 } });
  });

  it('answers 400 VALIDATION_ERROR naming the field, in French', async () => {
    const res = await request(app).post('/add').send({ ticketId: 3, quantity: 0 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Le champ « quantity » est invalide : la quantité minimale est 1.',
        fields: [{ field: 'quantity', message: 'la quantité minimale est 1' }],
      },
    });
  });

  it('uses zod’s French messages and lists the other invalid fields', async () => {
    const res = await request(app).post('/add').send({ ticketId: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.message).toMatch(/^Le champ « ticketId » est invalide : entrée invalide : nombre attendu/i);
    expect(res.body.error.message).toContain('Autres champs à corriger : « quantity ».');
    expect(res.body.error.fields.map((f: { field: string }) => f.field)).toEqual(['ticketId', 'quantity']);
  });

  it('explains a missing JSON body', async () => {
    const res = await request(app).post('/add').set('Content-Type', 'text/plain').send('ticketId=3');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Le corps de la requête doit être un objet JSON (en-tête « Content-Type: application/json »).',
    });
  });

  it('coerces query and params (Express 5 read-only req.query included)', async () => {
    expect((await request(app).get('/list?page=3')).body).toEqual({ page: 3, type: 'number' });
    expect((await request(app).get('/list')).body).toEqual({ page: 1, type: 'number' });
    expect((await request(app).get('/items/12')).body).toEqual({ itemId: 12, type: 'number' });
    const bad = await request(app).get('/items/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^Le champ « itemId » est invalide/);
  });
});

describe('errorHandler()', () => {
  const app = buildApp();

  it('answers HttpErrors with their status, code and message', async () => {
    const res = await request(app).get('/conflict');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'ALREADY_IN_CART', message: 'Ce billet est déjà dans votre panier.' } });
  });

  it('hides internals of unexpected errors behind a generic 500', async () => {
    const res = await request(app).get('/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'Une erreur est survenue' } });
    expect(res.text).not.toMatch(/SQLITE|secret|\.js/);
  });

  it('turns database outages into a 503 with Retry-After', async () => {
    const res = await request(app).get('/db-down');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(res.text).not.toContain('10.0.0.5');
  });

  it('treats a ZodError thrown by a handler as a validation error', async () => {
    const res = await request(app).get('/zod-in-handler');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Le champ « email » est invalide : adresse e-mail invalide.');
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await request(app).post('/add').set('Content-Type', 'application/json').send('{"ticketId": 3,');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'INVALID_JSON', message: "Le corps de la requête n'est pas un JSON valide." } });
  });

  it('answers oversized bodies with 413', async () => {
    const res = await request(app).post('/add').send({ ticketId: 1, quantity: 1, padding: 'x'.repeat(2_000) });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'La requête est trop volumineuse.' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await request(app).get('/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: "Cette adresse n'existe pas dans l'API." } });
  });
});

describe('answerClientErrors()', () => {
  /** What the server answers to these raw bytes (the parser refuses them before any handler). */
  async function rawExchange(bytes: string): Promise<string> {
    const server = http.createServer(buildApp());
    answerClientErrors(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      await new Promise<void>((resolve, reject) => {
        socket.on('close', () => resolve());
        socket.on('error', reject);
        socket.write(bytes);
      });
      return Buffer.concat(chunks).toString('utf8');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }
  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

  it('answers headers over Node’s 16 KB limit with a French JSON 431', async () => {
    const answer = await rawExchange(`GET /list?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: api\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('Content-Type: application/json; charset=utf-8');
    expect(bodyOf(answer)).toEqual({ error: { code: 'HEADERS_TOO_LARGE', message: "L'adresse ou les en-têtes de la requête sont trop longs." } });
  });

  it('answers a request the HTTP parser cannot read with a French JSON 400', async () => {
    const answer = await rawExchange('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual({ error: { code: 'MALFORMED_REQUEST', message: 'La requête HTTP est mal formée.' } });
  });
});
