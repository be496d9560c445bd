import { sendJson, useFakeStack } from '../helpers';
import { signToken } from '../tokens';

/** Finding N13 and the review's headers: a session's answers are never cached, and the page may use no device. */
const stack = useFakeStack((_request, response) => sendJson(response, 200, { username: 'budi' }, { 'cache-control': 'public, max-age=600' }));

describe('answers to a session', () => {
  it.each([
    ['/bff/api/account', 'pcb_user', { role: 'buyer', username: 'budi' }],
    ['/bff/admin/api/admin/transaction', 'pcb_admin', { role: 'admin' }],
  ] as const)('%s carries Cache-Control: no-store, whatever the upstream said', async (url, cookieName, claims) => {
    const cookie = `${cookieName}=${await signToken({ ...claims, id: 'u1', sid: 's1' }, 3600)}`;
    const response = await stack.app.inject({ url, headers: { cookie } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves a public answer without a session as the upstream sent it', async () => {
    expect((await stack.app.inject({ url: '/bff/api/product' })).headers['cache-control']).toBe('public, max-age=600');
  });
});

describe('Permissions-Policy', () => {
  it('denies camera, microphone and location on every answer, pages and API alike', async () => {
    for (const url of ['/bff/api/product', '/bff/session', '/']) {
      const policy = String((await stack.app.inject({ url })).headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) expect(policy).toContain(feature);
      expect(policy).toContain('payment=(self)');
    }
  });
});
