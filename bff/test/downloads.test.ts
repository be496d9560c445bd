import { sendJson, useFakeStack } from './helpers';

const stack = useFakeStack((request, response) => {
  if (request.url.startsWith('/api/download/')) {
    response.writeHead(200, {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="design.zip"; filename*=UTF-8''design.zip`,
      'x-seen-authorization': request.headers.authorization ?? 'none',
    });
    return response.end('PK');
  }
  sendJson(response, 429, { message: 'Terlalu banyak permintaan' }, { 'retry-after': '7' });
});

describe('design downloads', () => {
  it('reach the owner through the buyer surface with the buyer token, as an attachment that is never sniffed', async () => {
    const response = await stack.app.inject({ url: '/bff/api/download/prototype-design/abc.zip', headers: { cookie: 'pcb_user=buyer-token' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="design.zip"; filename*=UTF-8''design.zip`);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-seen-authorization']).toBe('Bearer buyer-token');
  });

  it('reach an admin through the admin surface with the admin token', async () => {
    const response = await stack.app.inject({
      url: '/bff/admin/api/download/assembly-design/abc.zip',
      headers: { cookie: 'pcb_user=buyer-token; pcb_admin=admin-token' },
    });
    expect(response.headers['x-seen-authorization']).toBe('Bearer admin-token');
  });
});

describe('an upstream 429', () => {
  it('is passed on once with its Retry-After, not retried', async () => {
    const response = await stack.app.inject({ url: '/bff/api/product' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('7');
    expect(stack.upstream.requests).toHaveLength(1);
  });
});
