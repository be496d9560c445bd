import { isEmail } from '../../src/lib/rules';
import { json, useTestApp } from '../helpers';

/** Findings N10 and H4: one address must not become two recipients, and the dev outbox's links are for this machine only. */
const testApp = useTestApp();

const outbox = (remoteAddress: string) => testApp().inject({ url: '/api/dev/outbox', remoteAddress });

describe('an e-mail address names one recipient', () => {
  it.each(['postmaster,victim@example.com', 'a;b@example.com', 'a<b>@example.com', '"a b"@example.com', 'a@exa,mple.com', 'a@example.com,b@example.com'])(
    'refuses %s',
    (address) => expect(isEmail(address)).toBe(false),
  );

  it.each(['buyer@pcb.test', 'first.last+tag@sub.example.co.id', "o'brien@example.com"])('takes %s', (address) => expect(isEmail(address)).toBe(true));

  it('so registering postmaster,victim@example.com is refused with the form’s text and mails no one', async () => {
    const { status, body } = await json<{ errors?: { msg: string }[] }>(testApp(), {
      method: 'POST',
      url: '/api/register/buyer',
      payload: { username: 'promo-klik', email: 'postmaster,victim@example.com', password: 'Rahasia#123' },
    });
    expect(status).toBe(400);
    expect(body.errors?.map((error) => error.msg)).toEqual(['Email tidak valid.']);
  });
});

describe('the dev outbox', () => {
  it('answers this machine', async () => {
    expect((await outbox('127.0.0.1')).statusCode).toBe(200);
    expect((await outbox('::1')).statusCode).toBe(200);
  });

  it('refuses another machine, as when started with a HOST other machines reach, whatever X-Forwarded-For says', async () => {
    expect((await outbox('192.168.1.20')).statusCode).toBe(403);
    const forged = await testApp().inject({ url: '/api/dev/outbox', remoteAddress: '192.168.1.20', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forged.statusCode).toBe(403);
  });
});
