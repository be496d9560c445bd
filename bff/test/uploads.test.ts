import { request as httpRequest } from 'node:http';
import { listen, sendJson, useFakeStack } from './helpers';
import { JPEG_START, PNG_START, RAR5_START, ZIP_START, fileOf, multipart, type Part } from './multipart';

const REQUEST_ID = '0123456789abcdef01234567';
const stack = useFakeStack((request, response) => sendJson(response, 200, { received: request.body.length, type: request.headers['content-type'] ?? null }));
const CSRF = { 'x-csrf': '1', cookie: 'pcb_user=buyer-token' };

const sendReview = (parts: Part[]) => {
  const { payload, headers } = multipart(parts);
  return stack.app.inject({ method: 'PUT', url: `/bff/api/costom-prototype/${REQUEST_ID}/send-review`, payload, headers: { ...headers, ...CSRF } });
};
const updateProfile = (parts: Part[]) => {
  const { payload, headers } = multipart(parts);
  return stack.app.inject({ method: 'PUT', url: '/bff/api/account/update-profile', payload, headers: { ...headers, ...CSRF } });
};
const design = (filename: string, data: Buffer): Part => ({ name: 'design_file', filename, type: 'application/octet-stream', data });
const picture = (filename: string, data: Buffer): Part => ({ name: 'profile_picture', filename, type: 'image/png', data });

describe('design files', () => {
  it('forwards a .zip of exactly 2 097 152 bytes as multipart', async () => {
    const response = await sendReview([design('board.zip', fileOf(ZIP_START, 2_097_152))]);
    expect(response.statusCode).toBe(200);
    expect(response.json().type).toMatch(/^multipart\/form-data; boundary=/);
    expect(response.json().received).toBeGreaterThan(2_097_152);
  });

  it('forwards a RAR 5 archive', async () => {
    expect((await sendReview([design('board.rar', fileOf(RAR5_START, 1000))])).statusCode).toBe(200);
  });

  it('refuses a design file one byte over 2 097 152 with 413 and the spec text, before the upstream', async () => {
    const response = await sendReview([design('board.zip', fileOf(ZIP_START, 2_097_153))]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'File size must be less than 2MB.' });
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it('refuses a PNG renamed to .zip with 415', async () => {
    const response = await sendReview([design('board.zip', fileOf(PNG_START, 1000))]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Only .zip or .rar files are allowed.' });
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it('refuses a real zip with another extension with 415', async () => {
    expect((await sendReview([design('board.7z', fileOf(ZIP_START, 1000))])).statusCode).toBe(415);
  });
});

describe('pictures', () => {
  it('forwards a jpeg with its text fields', async () => {
    const response = await updateProfile([{ name: 'name', value: 'Budi' }, picture('me.jpg', fileOf(JPEG_START, 5000))]);
    expect(response.statusCode).toBe(200);
    const sent = stack.upstream.requests[0].body.toString('latin1');
    expect(sent).toContain('name="name"\r\n\r\nBudi');
    expect(sent).toContain('filename="me.jpg"');
  });

  it('refuses a picture over 1 MiB with 413 and the spec text', async () => {
    const response = await updateProfile([picture('me.png', fileOf(PNG_START, 1_048_577))]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Size foto maksimal 1MB!' });
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it('refuses a zip renamed to .png with 415 and the spec text', async () => {
    const response = await updateProfile([picture('me.png', fileOf(ZIP_START, 100))]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Silahkan masukan foto jpeg, png, jpg !' });
  });
});

describe('form limits', () => {
  it('refuses more files than a form may carry with 413', async () => {
    const response = await updateProfile([1, 2, 3].map((n) => picture(`p${n}.png`, fileOf(PNG_START, 10))));
    expect(response.statusCode).toBe(413);
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it('refuses a field named __proto__ with 400', async () => {
    const response = await updateProfile([{ name: '__proto__', value: 'x' }]);
    expect(response.statusCode).toBe(400);
  });
});

describe('a custom request saved with its design', () => {
  const PROTOTYPE_FIELDS = 28;
  const createPrototype = (parts: Part[]) => {
    const { payload, headers } = multipart(parts);
    return stack.app.inject({ method: 'POST', url: '/bff/api/costom-prototype/request-costom', payload, headers: { ...headers, ...CSRF } });
  };
  const fields = Array.from({ length: PROTOTYPE_FIELDS }, (_, i): Part => ({ name: `field_${i}`, value: 'nilai' }));

  it('forwards every field of the prototype form with its zip as multipart', async () => {
    const response = await createPrototype([...fields, design('board.zip', fileOf(ZIP_START, 5000))]);
    expect(response.statusCode).toBe(200);
    expect(response.json().type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('checks the zip as send-review does (415 for a PNG renamed to .zip)', async () => {
    expect((await createPrototype([...fields, design('board.zip', fileOf(PNG_START, 1000))])).statusCode).toBe(415);
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it('still forwards the form as JSON', async () => {
    const response = await stack.app.inject({
      method: 'POST',
      url: '/bff/api/costom-prototype/request-costom',
      headers: CSRF,
      payload: { board_type: 'Single Piece' },
    });
    expect(response.json()).toMatchObject({ type: 'application/json' });
  });
});

describe('body types', () => {
  it('refuses JSON on a multipart endpoint with 415', async () => {
    const response = await stack.app.inject({ method: 'PUT', url: '/bff/api/account/update-profile', headers: CSRF, payload: { name: 'Budi' } });
    expect(response.statusCode).toBe(415);
  });

  it('refuses multipart on a JSON endpoint with 415', async () => {
    const { payload, headers } = multipart([{ name: 'email', value: 'a@b.c' }]);
    const response = await stack.app.inject({ method: 'POST', url: '/bff/api/password/forgot-password', payload, headers: { ...headers, ...CSRF } });
    expect(response.statusCode).toBe(415);
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it('refuses a text/plain body with 415', async () => {
    const response = await stack.app.inject({
      method: 'POST',
      url: '/bff/api/password/forgot-password',
      headers: { ...CSRF, 'content-type': 'text/plain' },
      payload: '{"email":"a@b.c"}',
    });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a JSON body over 1 MiB with 413', async () => {
    const response = await stack.app.inject({
      method: 'POST',
      url: '/bff/api/password/forgot-password',
      headers: { ...CSRF, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1_048_576) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it('refuses an empty body declared as JSON with 400', async () => {
    const response = await stack.app.inject({
      method: 'POST',
      url: '/bff/api/password/forgot-password',
      headers: { ...CSRF, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it('refuses invalid JSON with 400', async () => {
    const response = await stack.app.inject({
      method: 'POST',
      url: '/bff/api/password/forgot-password',
      headers: { ...CSRF, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a __proto__ key in JSON with 400', async () => {
    const response = await stack.app.inject({
      method: 'POST',
      url: '/bff/api/password/forgot-password',
      headers: { ...CSRF, 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(stack.upstream.requests).toHaveLength(0);
  });

  it('forwards a JSON body as JSON', async () => {
    await stack.app.inject({ method: 'POST', url: '/bff/api/password/forgot-password', headers: CSRF, payload: { email: 'a@b.c' } });
    expect(stack.upstream.requests[0].headers['content-type']).toBe('application/json');
    expect(JSON.parse(stack.upstream.requests[0].body.toString())).toEqual({ email: 'a@b.c' });
  });
});

// Review: the BFF read a whole multipart upload before it knew there was a session.
describe('an upload without a session', () => {
  it('is refused with 401 at its headers, before one byte of its body is sent', async () => {
    const origin = await listen(stack.app);
    const { port } = new URL(origin);
    const headers = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '2000000', 'x-csrf': '1' };
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      // The body is never written: only an answer given at the headers can arrive.
      const sent = httpRequest({ host: '127.0.0.1', port, method: 'PUT', path: `/bff/api/costom-prototype/${REQUEST_ID}/send-review`, headers }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          // The body is still owed: the socket would keep the server from closing.
          sent.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      sent.on('error', reject);
      sent.flushHeaders();
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ message: 'Token tidak ditemukan' });
    expect(stack.upstream.requests).toHaveLength(0);
  }, 5000);
});
