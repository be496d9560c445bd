import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pageMatcher, remoteChunks } from '../src/routes/remote-chunks';
import { buildTestApp, fakeShellDir, sendJson, startFakeUpstream, type FakeUpstream } from './helpers';

const preloadOf = (url: string) => `<link rel="preload" as="script" href="${url}">`;
const laterPreloadOf = (url: string) => `<link rel="preload" as="script" href="${url}" fetchpriority="low">`;

/** A shop remote's manifest as its build writes it: ShopApp's first chunk, and a name no build would write. */
const MANIFEST = {
  exposes: [
    { path: './ShopApp', assets: { js: { sync: ['__federation_expose_ShopApp.d580cd25.js', '"><script>alert(1)</script>.js'], async: ['5879.2e223637.js'] } } },
  ],
};

/** The shop build's pages (webpack/perf/page-preloads.js): the sign-in page consumes the forms. */
const PAGE_CHUNKS = {
  pages: [
    { path: '/login', files: ['page-login.23fc19d9.js'], shared: ['@pcb/shared-ui/forms'] },
    { path: '/product/detail/:id', files: ['2621.302e047d.js', 'page-productDetail.7af25d66.js'], shared: ['@pcb/shared-ui'] },
  ],
};
/** The admin remote's build: its app's first chunk, and the dashboard, which consumes shared-ui's views. */
const ADMIN_MANIFEST = { exposes: [{ path: './AdminApp', assets: { js: { sync: ['__federation_expose_AdminApp.0c1d2e3f.js'] } } }] };
const ADMIN_PAGE_CHUNKS = { pages: [{ path: '/admin/dashboard', files: ['page-dashboard.4a5b6c7d.js'], shared: ['@pcb/shared-ui/views'] }] };

/** The shell build's scripts per shared module; its page already preloads those of `@pcb/shared-ui`. */
const SHARED_CHUNKS = {
  '@pcb/shared-ui/forms': ['1.bd1592be.js', '201.520b89ac.js'],
  '@pcb/shared-ui': ['1.bd1592be.js'],
  '@pcb/shared-ui/views': ['305.9e8f7a6b.js'],
};

/** A fake remote that serves its build's two files. */
function fakeRemote(manifest: unknown, pageChunks: unknown): Promise<FakeUpstream> {
  return startFakeUpstream((request, response) => {
    if (request.url === '/mf-manifest.json') return sendJson(response, 200, manifest);
    if (request.url === '/page-chunks.json') return sendJson(response, 200, pageChunks);
    return sendJson(response, 404, {});
  });
}

describe("the remote app's first chunk in the page", () => {
  let shop: FakeUpstream;
  let admin: FakeUpstream;
  let shopOrigin: string;
  let adminOrigin: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    [shop, admin] = await Promise.all([fakeRemote(MANIFEST, PAGE_CHUNKS), fakeRemote(ADMIN_MANIFEST, ADMIN_PAGE_CHUNKS)]);
    shopOrigin = new URL(shop.apiUrl).origin;
    adminOrigin = new URL(admin.apiUrl).origin;
    const shellDir = fakeShellDir();
    writeFileSync(path.join(shellDir, 'shared-chunks.json'), JSON.stringify(SHARED_CHUNKS));
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><html><head><link rel=preload as=script href=/1.bd1592be.js></head><body></body></html>');
    app = await buildTestApp({ SHOP_REMOTE_URL: shopOrigin, ADMIN_REMOTE_URL: adminOrigin, SHELL_DIR: shellDir });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await Promise.all([shop.close(), admin.close()]);
  });

  it("has the browser fetch the first chunk of the shop's app with its entry, as the remote's manifest lists it", async () => {
    const response = await app.inject({ url: '/' });
    expect(response.body).toContain(preloadOf(`${shopOrigin}/remoteEntry.js`) + preloadOf(`${shopOrigin}/__federation_expose_ShopApp.d580cd25.js`));
  });

  it('preloads only the chunks needed first, and no name that is not a plain script file', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.body).not.toContain('5879.2e223637.js');
    expect(response.body).not.toContain('alert(1)');
  });

  // Without them the sign-in page's own chunk and the forms would start only once the shop's app has run.
  it("has a lazily loaded page's chunks and the shell's scripts of the shared modules it consumes fetched from the first byte", async () => {
    const response = await app.inject({ url: '/login' });
    // At low priority: the first paint's scripts come first.
    expect(response.body).toContain(laterPreloadOf(`${shopOrigin}/page-login.23fc19d9.js`) + laterPreloadOf('/201.520b89ac.js'));
    // The page already preloads the shell's startup scripts: named once.
    expect(response.body.match(/1\.bd1592be\.js/g)).toHaveLength(1);
  });

  it('finds the page of a path with parameters, and preloads no page chunk on the home page', async () => {
    expect((await app.inject({ url: '/product/detail/abc123' })).body).toContain(laterPreloadOf(`${shopOrigin}/page-productDetail.7af25d66.js`));
    expect((await app.inject({ url: '/' })).body).not.toContain('page-');
  });

  it("has a back-office page's scripts fetched from the admin remote, and nothing of the shop's", async () => {
    const { body } = await app.inject({ url: '/admin/dashboard' });
    expect(body).toContain(preloadOf(`${adminOrigin}/remoteEntry.js`) + preloadOf(`${adminOrigin}/__federation_expose_AdminApp.0c1d2e3f.js`));
    expect(body).toContain(laterPreloadOf(`${adminOrigin}/page-dashboard.4a5b6c7d.js`) + laterPreloadOf('/305.9e8f7a6b.js'));
    expect(body).not.toContain(`href="${shopOrigin}`);
    expect((await app.inject({ url: '/login' })).body).not.toContain(`href="${adminOrigin}`);
  });

  it('preloads nothing with PERF_OFF=page-preloads, the switch that measures them', async () => {
    const measured = await buildTestApp({ SHOP_REMOTE_URL: shopOrigin, SHELL_DIR: fakeShellDir(), PERF_OFF: 'page-preloads' });
    try {
      await measured.ready();
      expect((await app.inject({ url: '/login' })).body).toContain('rel="preload"');
      expect((await measured.inject({ url: '/login' })).body).not.toContain('rel="preload"');
    } finally {
      await measured.close();
    }
  });

  it('reads the manifest once for many pages', async () => {
    const before = shop.requests.length;
    await Promise.all([app.inject({ url: '/' }), app.inject({ url: '/login' }), app.inject({ url: '/cart' })]);
    expect(shop.requests.length).toBe(before);
  });
});

describe('with the shop remote down', () => {
  it('serves the page at once, preloading the entry only', async () => {
    const app = await buildTestApp({ SHOP_REMOTE_URL: 'http://127.0.0.1:9' });
    const response = await app.inject({ url: '/' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.body.match(/rel="preload"/g)).toHaveLength(1);
    expect(response.body).toContain(preloadOf('http://127.0.0.1:9/remoteEntry.js'));
  });
});

// A canary's sessions preload the canary's chunks while the others preload the live release's, page after page.
describe("one reader of a remote's release folders", () => {
  it("keeps the live release's and a canary's read side by side, reading each once however the sessions alternate", async () => {
    const canaryManifest = { exposes: [{ path: './ShopApp', assets: { js: { sync: ['__federation_expose_ShopApp.0badcafe.js'] } } }] };
    const [live, canary] = await Promise.all([fakeRemote(MANIFEST, PAGE_CHUNKS), fakeRemote(canaryManifest, PAGE_CHUNKS)]);
    const folderOf = (remote: FakeUpstream) => ({ base: new URL(remote.apiUrl).origin, files: new URL(remote.apiUrl).origin });
    try {
      const reader = remoteChunks('./ShopApp');
      await Promise.all([reader.refresh(folderOf(live)), reader.refresh(folderOf(canary))]);
      for (let page = 0; page < 3; page += 1) {
        expect(reader.of(folderOf(live)).first).toEqual([`${folderOf(live).base}/__federation_expose_ShopApp.d580cd25.js`]);
        expect(reader.of(folderOf(canary)).first).toEqual([`${folderOf(canary).base}/__federation_expose_ShopApp.0badcafe.js`]);
      }
      expect([live.requests.length, canary.requests.length]).toEqual([2, 2]);
    } finally {
      await Promise.all([live.close(), canary.close()]);
    }
  });
});

describe('pages found by their route as the router writes it', () => {
  const page = (path: string) => ({ path, files: [], shared: [] });
  const pageAt = pageMatcher(['/login', '/reset-password/:token', '/keranjang', '/', '/product/detail/:id'].map(page));
  const routeAt = (pathname: string) => pageAt(pathname)?.path;

  it('match their own path, with any value for a parameter, and nothing else', () => {
    expect(routeAt('/login')).toBe('/login');
    expect(routeAt('/login/')).toBe('/login');
    expect(routeAt('/reset-password/eyJ.abc.def')).toBe('/reset-password/:token');
    expect(routeAt('/reset-password')).toBeUndefined();
    expect(routeAt('/reset-password/')).toBeUndefined();
    expect(routeAt('/keranjang/costom-product')).toBeUndefined();
    expect(routeAt('/')).toBe('/');
    expect(routeAt('/LOGIN')).toBeUndefined();
  });

  it('take a route named twice once, the first', () => {
    const twice = pageMatcher([
      { ...page('/login'), files: ['a.js'] },
      { ...page('/login'), files: ['b.js'] },
    ]);
    expect(twice('/login')?.files).toEqual(['a.js']);
  });
});
