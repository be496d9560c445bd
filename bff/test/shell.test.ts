import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, fakeShellDir } from './helpers';
import { setCookieFor, signToken } from './tokens';
import { inlineScriptHashes, pageHead } from '../src/routes/shell';

const HASHED_SCRIPT = 'main.3f9a1c2b7d.js';
const SCRIPT_TEXT = 'console.log("shell")';

/** The fake build with the brotli and gzip copies the production build writes beside each file. */
function precompressedShellDir(): string {
  const dir = fakeShellDir();
  writeFileSync(path.join(dir, `${HASHED_SCRIPT}.br`), brotliCompressSync(SCRIPT_TEXT));
  writeFileSync(path.join(dir, `${HASHED_SCRIPT}.gz`), gzipSync(SCRIPT_TEXT));
  return dir;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    SHELL_DIR: precompressedShellDir(),
    SHOP_REMOTE_URL: 'http://shop.example:8001',
    ADMIN_REMOTE_URL: 'http://admin.example:8002',
  });
});
afterAll(() => app.close());

describe('serving the shell', () => {
  it('answers a page path with index.html that the browser must revalidate', async () => {
    const response = await app.inject({ url: '/product/detail/abc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<div id="root">');
  });

  it('answers the root with index.html', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('caches a content-hashed asset for a year as immutable', async () => {
    const response = await app.inject({ url: '/main.3f9a1c2b7d.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes the browser revalidate a file without a content hash', async () => {
    const response = await app.inject({ url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown /bff path with a JSON 404, not the page', async () => {
    const response = await app.inject({ url: '/bff/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
  });
});

describe("the shell's precompressed files", () => {
  it('sends the brotli copy to a browser that accepts it, with the immutable caching and Vary: Accept-Encoding', async () => {
    const response = await app.inject({ url: `/${HASHED_SCRIPT}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload).toEqual(brotliCompressSync(SCRIPT_TEXT));
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const response = await app.inject({ url: `/${HASHED_SCRIPT}`, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT_TEXT);
  });

  it('sends the file itself to a client that accepts no encoding, still varying on Accept-Encoding', async () => {
    const response = await app.inject({ url: `/${HASHED_SCRIPT}` });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body).toBe(SCRIPT_TEXT);
  });
});

/** A JSON block the BFF wrote into the page. */
function pageData(page: string, id: string): unknown {
  const data = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(page)?.[1];
  return data === undefined ? undefined : JSON.parse(data);
}

describe('the remotes written into the page', () => {
  const remotesIn = (page: string) => pageData(page, 'pcb-remotes');

  it('carries the same remote list as GET /bff/remotes, as data that runs nothing', async () => {
    const [page, list] = await Promise.all([app.inject({ url: '/' }), app.inject({ url: '/bff/remotes' })]);
    expect(remotesIn(page.body)).toEqual(list.json());
  });

  it("names a configured payment provider's script, and nothing when the simulator serves", () => {
    const manifest = { remotes: [] };
    const session = { user: null, admin: null, message: {} };
    expect(pageHead(manifest, { first: [], page: [] }, session)).not.toContain('pcb-payment-script');
    expect(pageHead(manifest, { first: [], page: [] }, session, { src: 'https://app.midtrans.com/snap/snap.js', clientKey: 'Mid-client-x' })).toContain(
      '<script type="application/json" id="pcb-payment-script">{"src":"https://app.midtrans.com/snap/snap.js","clientKey":"Mid-client-x"}</script>',
    );
  });

  it("has the browser fetch the shop remote's entry together with the shell's own script", async () => {
    const response = await app.inject({ url: '/?search=arduino' });
    expect(response.body).toContain('<link rel="preload" as="script" href="http://shop.example:8001/remoteEntry.js">');
  });

  it("preloads the admin remote's entry, and nothing of the shop's, on a back-office page", async () => {
    for (const url of ['/admin-login', '/admin/dashboard', '/payment-detail/42']) {
      const response = await app.inject({ url });
      expect(response.body).toContain('<link rel="preload" as="script" href="http://admin.example:8002/remoteEntry.js">');
      expect(response.body).not.toContain('href="http://shop.example');
      expect(remotesIn(response.body)).toBeDefined();
    }
  });

  it('answers /index.html with the same written page, never the bare file', async () => {
    const response = await app.inject({ url: '/index.html' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(remotesIn(response.body)).toBeDefined();
  });
});

// The page carries what GET /bff/session answers: the shell knows who is signed in without that round trip.
describe('the sessions written into the page', () => {
  const sessionIn = (page: string) => pageData(page, 'pcb-session');

  it('names nobody without a session cookie', async () => {
    expect(sessionIn((await app.inject({ url: '/' })).body)).toEqual({ user: null, admin: null, message: {} });
  });

  it('names the signed-in buyer, as GET /bff/session does', async () => {
    const cookie = `pcb_user=${await signToken({ username: 'budi' }, 3600)}`;
    const [page, session] = await Promise.all([app.inject({ url: '/cart', headers: { cookie } }), app.inject({ url: '/bff/session', headers: { cookie } })]);
    expect(sessionIn(page.body)).toEqual(session.json());
    expect(sessionIn(page.body)).toMatchObject({ user: { username: 'budi' }, admin: null });
  });

  // Review I10: the page was put together with String.replace, which reads `$'`, `$&` and `` $` `` in what it inserts.
  it("writes a username holding String.replace's patterns as it is", async () => {
    const username = "ab$'$&`$`cd";
    const cookie = `pcb_user=${await signToken({ username }, 3600)}`;
    const page = (await app.inject({ url: '/cart', headers: { cookie } })).body;
    expect(sessionIn(page)).toMatchObject({ user: { username } });
    expect(page.match(/<\/head>/g)).toHaveLength(1);
  });

  it('keeps the message for the page when the browser asks for something else than a page (an icon it guesses)', async () => {
    const icon = await app.inject({
      url: '/apple-touch-icon.png',
      headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8', cookie: 'authUserMessage=ended' },
    });
    expect(icon.statusCode).toBe(404);
    expect(icon.headers['set-cookie']).toBeUndefined();
    const page = await app.inject({ url: '/login', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', cookie: 'authUserMessage=ended' } });
    expect(sessionIn(page.body)).toMatchObject({ message: { user: 'ended' } });
  });

  it('hands a session-ended message over once, clearing its cookie, and escapes what it writes', async () => {
    const page = await app.inject({ url: '/login', headers: { cookie: 'authUserMessage=</script><b>x' } });
    expect(sessionIn(page.body)).toMatchObject({ message: { user: '</script><b>x' } });
    expect(page.body).not.toContain('</script><b>');
    expect(setCookieFor(page.headers['set-cookie'], 'authUserMessage')).toMatch(/^authUserMessage=; Max-Age=0;/);
  });

  // PERF_OFF=session-in-page measures what the page saves: the shell then asks GET /bff/session, which hands the message over.
  it('is left out with PERF_OFF=session-in-page, keeping the session-ended message for GET /bff/session', async () => {
    const measured = await buildTestApp({ SHELL_DIR: precompressedShellDir(), PERF_OFF: 'precompression,session-in-page' });
    try {
      const page = await measured.inject({ url: '/login', headers: { cookie: 'authUserMessage=ended' } });
      expect(page.body).not.toContain('pcb-session');
      expect(page.body).toContain('pcb-remotes');
      expect(setCookieFor(page.headers['set-cookie'], 'authUserMessage')).toBeUndefined();
    } finally {
      await measured.close();
    }
  });
});

describe("the page's inline script", () => {
  const SCRIPT = 'document.documentElement.classList.add("dark")';
  const HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;
  let withScript: FastifyInstance;
  beforeAll(async () => {
    const dir = fakeShellDir();
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><script>${SCRIPT}</script></head><body><div id="root"></div></body></html>`);
    withScript = await buildTestApp({ SHELL_DIR: dir, SHOP_REMOTE_URL: 'http://shop.example:8001', ADMIN_REMOTE_URL: 'http://admin.example:8002' });
  });
  afterAll(() => withScript.close());

  const scriptSrc = (csp: unknown) =>
    String(csp)
      .split(';')
      .find((directive) => directive.startsWith('script-src '));

  it('is allowed on the page by its hash, and nothing else inline is', async () => {
    const response = await withScript.inject({ url: '/login' });
    expect(scriptSrc(response.headers['content-security-policy'])).toBe(`script-src 'self' http://shop.example:8001 http://admin.example:8002 ${HASH}`);
  });

  it('is not allowed on other answers', async () => {
    const response = await withScript.inject({ url: '/bff/api/unknown-route-for-headers' });
    expect(scriptSrc(response.headers['content-security-policy'])).toBe("script-src 'self' http://shop.example:8001 http://admin.example:8002");
  });

  it('is hashed from the page the build wrote, not from a fixed list', () => {
    expect(inlineScriptHashes('<script>a()</script><script type="application/json" id="x">{}</script><script>b()</script>')).toEqual(
      ['a()', 'b()'].map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`),
    );
  });
});
