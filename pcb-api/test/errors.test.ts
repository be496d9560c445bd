import type { FastifyInstance } from 'fastify';
import { closeTestApp, createTestApp, json, PRODUCTION_ENV, useTestApp } from './helpers';

const testApp = useTestApp();
let app: FastifyInstance;
beforeEach(() => {
  app = testApp();
});

describe('error bodies', () => {
  it('answers a server fault with a message and no internal detail', async () => {
    await app.db.exec('ALTER TABLE outbox RENAME TO outbox_moved');
    try {
      const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(500);
      expect(JSON.parse(response.body)).toEqual({ message: 'Terjadi kesalahan server!' });
    } finally {
      await app.db.exec('ALTER TABLE outbox_moved RENAME TO outbox');
    }
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const { status, body } = await json<{ message: string }>(app, {
      method: 'POST',
      url: '/api/login/buyer',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });

  it('answers a body of the wrong shape with errors[{msg, path, location}]', async () => {
    const { status, body } = await json<{ message: string; errors: unknown[] }>(app, {
      method: 'POST',
      url: '/api/login/buyer',
      payload: { email: ['a'], password: 1 },
    });
    expect(status).toBe(400);
    expect(body.errors[0]).toEqual({ msg: expect.any(String), path: expect.any(String), location: 'body' });
  });
});

describe('in production', () => {
  it('has no outbox route', async () => {
    const production = await createTestApp(PRODUCTION_ENV);
    try {
      expect((await production.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await closeTestApp(production);
    }
  });
});
