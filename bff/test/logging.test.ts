import { sendJson, useLoggedStack } from './helpers';

const SECRET_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LXNlc3Npb24.c2ln';
const SECRET_PASSWORD = 'kata-sandi-rahasia';
const stack = useLoggedStack((_request, response) => sendJson(response, 401, { message: 'Email or password incorrect!' }));

const logged = () => stack.lines.join('\n');

describe('logs', () => {
  it('redact the session cookie and the authorization header', async () => {
    await stack.app.inject({ url: '/bff/api/product', headers: { cookie: `pcb_user=${SECRET_TOKEN}`, authorization: `Bearer ${SECRET_TOKEN}` } });
    expect(logged()).not.toContain(SECRET_TOKEN);
    expect(logged()).toContain('"cookie":"[redacted]"');
  });

  it('never contain a password sent to login', async () => {
    await stack.app.inject({ method: 'POST', url: '/bff/login', headers: { 'x-csrf': '1' }, payload: { email: 'a@b.c', password: SECRET_PASSWORD } });
    expect(logged()).not.toContain(SECRET_PASSWORD);
  });

  it("hide the token of an e-mail verification link, on the shop's page and on its call", async () => {
    await stack.app.inject({ url: `/register/verify/${SECRET_TOKEN}` });
    await stack.app.inject({ method: 'POST', url: `/bff/api/register/buyer/verify/${SECRET_TOKEN}`, headers: { 'x-csrf': '1' } });
    expect(logged()).not.toContain(SECRET_TOKEN);
    expect(logged()).toContain('/register/verify/[redacted]');
    expect(logged()).toContain('/bff/api/register/buyer/verify/[redacted]');
  });

  it("hide the token of a share link, on the shop's page and on its calls", async () => {
    await stack.app.inject({ url: `/bagikan/${SECRET_TOKEN}` });
    await stack.app.inject({ url: `/bff/api/shared/${SECRET_TOKEN}/document` });
    expect(logged()).not.toContain(SECRET_TOKEN);
    expect(logged()).toContain('/bagikan/[redacted]');
    expect(logged()).toContain('/bff/api/shared/[redacted]/document');
  });

  it('tag every line of a request with the request id the browser receives', async () => {
    const response = await stack.app.inject({ url: '/bff/remotes' });
    const ids = stack.lines.map((line) => (JSON.parse(line) as { reqId?: string }).reqId);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids)).toEqual(new Set([response.headers['x-request-id']]));
  });
});
