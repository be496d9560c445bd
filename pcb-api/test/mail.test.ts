import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { closeTestApp, createTestApp, eventually, json, resetDatabase } from './helpers';

/** Just enough SMTP to accept messages: records each DATA block. */
function fakeSmtpServer(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = data === null ? buffer.indexOf('\r\n') : buffer.indexOf('\r\n.\r\n')) >= 0) {
        if (data !== null) {
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = null;
          socket.write('250 queued\r\n');
          continue;
        }
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        messages,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe('mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    smtp = await fakeSmtpServer();
    app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await closeTestApp(app);
    await smtp.close();
  });
  beforeEach(() => resetDatabase(app));

  it('delivers the verification mail through the SMTP server after the answer, and records it as sent', async () => {
    const { status } = await json(app, {
      method: 'POST',
      url: '/api/register/buyer',
      payload: { username: 'sitinur', email: 'siti@example.com', password: 'rahasia1' },
    });
    expect(status).toBe(201);
    await eventually(async () => smtp.messages.length === 1);
    expect(smtp.messages[0]).toContain('To: siti@example.com');
    expect(smtp.messages[0]).toContain('http://127.0.0.1:3000/register/verify/');
    await eventually(async () => (await outboxStates(app)).join() === 'sent/1');
  });
});

describe('mail when the SMTP server is down', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const closed = await fakeSmtpServer();
    await closed.close();
    app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${closed.port}` });
  });
  afterAll(() => closeTestApp(app));

  it('still registers the buyer, and keeps the mail pending with the error for a later attempt', async () => {
    const register = { method: 'POST' as const, url: '/api/register/buyer', payload: { username: 'sitinur', email: 'siti@example.com', password: 'rahasia1' } };
    expect((await json(app, register)).status).toBe(201);
    const failedAttempt = () =>
      app.db.query<{ status: string; attempts: number; last_error: string; retry_in: number }>(
        `SELECT status, attempts, last_error, extract(epoch FROM next_attempt_at - now())::float8 AS retry_in FROM outbox WHERE last_error IS NOT NULL`,
      );
    await eventually(async () => (await failedAttempt()).length === 1);
    const [mail] = await failedAttempt();
    expect(mail).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED/) });
    expect(mail.retry_in).toBeGreaterThan(20);
  });
});

/** `status/attempts` of every outbox row. */
async function outboxStates(app: FastifyInstance): Promise<string[]> {
  const rows = await app.db.query<{ status: string; attempts: number }>('SELECT status, attempts FROM outbox ORDER BY created_at');
  return rows.map((row) => `${row.status}/${row.attempts}`);
}
