import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { closeTestApp, createTestApp, json, resetDatabase } from './helpers';

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

  it('sends the verification mail to the SMTP server, not to the outbox', async () => {
    const { status } = await json(app, { method: 'POST', url: '/api/register/buyer', payload: { username: 'sitinur', email: 'siti@example.com', password: 'rahasia1' } });
    expect(status).toBe(201);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('To: siti@example.com');
    expect(smtp.messages[0]).toContain('http://127.0.0.1:3000/register/verify/');
    expect(await app.db.query('SELECT 1 FROM outbox')).toEqual([]);
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

  it('answers 500 without detail and leaves no account behind, so a retry is not a 409', async () => {
    const register = () => json(app, { method: 'POST', url: '/api/register/buyer', payload: { username: 'sitinur', email: 'siti@example.com', password: 'rahasia1' } });
    expect(await register()).toMatchObject({ status: 500, body: { message: 'Terjadi kesalahan server!' } });
    expect((await register()).status).toBe(500);
    expect(await app.db.query(`SELECT 1 FROM users WHERE email = 'siti@example.com'`)).toEqual([]);
  });
});
