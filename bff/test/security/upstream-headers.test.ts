import { sendJson, useFakeStack } from '../helpers';

/** Finding L7: an upstream's headers must not replace the BFF's hardening. */
const stack = useFakeStack(
  (_request, response) =>
    sendJson(response, 200, [], {
      'access-control-allow-origin': 'https://evil.example',
      'access-control-allow-credentials': 'true',
      'content-security-policy': 'default-src *; sandbox',
      'strict-transport-security': 'max-age=0',
      'x-frame-options': 'ALLOWALL',
      'referrer-policy': 'unsafe-url',
      etag: '"v1"',
    }),
  { PUBLIC_URL: 'https://pcb.example' },
);

describe("the BFF's own security headers", () => {
  it('stay over the upstream’s, and CORS headers never pass', async () => {
    const response = await stack.app.inject({ url: '/bff/api/product' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers.etag).toBe('"v1"');
  });

  it("send the upstream's CSP only next to the BFF's, where browsers enforce both and it can only narrow", async () => {
    const response = await stack.app.inject({ url: '/bff/api/product' });
    const policies = response.headers['content-security-policy'] as unknown as string[];
    expect(policies).toHaveLength(2);
    expect(policies[0]).toContain("default-src 'self'");
    expect(policies[1]).toBe('default-src *; sandbox');
  });
});
