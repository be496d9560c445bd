import { sendJson, useLoggedStack } from '../helpers';

/** Finding L2: every call from the reset page carries its token in the Referer; the BFF's log must not keep it. */
const SECRET = 'eyJhbGciOiJIUzI1NiJ9.cmVzZXQtbGluaw.c2lnbmF0dXJl';
const stack = useLoggedStack((_request, response) => sendJson(response, 200, []));

describe("the BFF's request log", () => {
  it('hides a link token in the Referer as it does in the URL', async () => {
    await stack.app.inject({ url: '/bff/session', headers: { referer: `https://pcb.example/reset-password/${SECRET}` } });
    await stack.app.inject({ url: `/bff/api/register/buyer/verify/${SECRET}` });
    const logged = stack.lines.join('');
    expect(logged).toContain('/reset-password/[redacted]');
    expect(logged).not.toContain(SECRET);
  });
});
