import { sendJson, useFakeStack } from '../helpers';

/** Finding M4: registering tells whether an e-mail is taken, so it counts against the same limit as the buyer's logins. */
const stack = useFakeStack((_request, response) => sendJson(response, 409, { message: 'Email or username already exists' }), { RATE_LIMIT_MAX: '3' });

const post = (url: string) =>
  stack.app.inject({
    method: 'POST',
    url,
    remoteAddress: '203.0.113.77',
    headers: { 'x-csrf': '1' },
    payload: { username: 'probe1', email: 'a@b.c', password: 'x' },
  });

describe('probing e-mails through registration', () => {
  it('shares one count with login: logins and registrations together stop at the limit', async () => {
    const statuses = [];
    for (const url of ['/bff/login', '/bff/register', '/bff/login', '/bff/register']) statuses.push((await post(url)).statusCode);
    expect(statuses).toEqual([409, 409, 409, 429]);
  });

  it('and resending verification mail is rate-limited like a password reset', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post('/bff/api/register/buyer/resend-verification')).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});
