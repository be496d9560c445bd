import type { FastifyInstance } from 'fastify';
import { buildTestApp, sendJson, startFakeUpstream, type FakeUpstream } from './helpers';

const preloadOf = (url: string) => `<link rel="preload" as="script" href="${url}">`;

/** A shop remote's manifest as its build writes it: ShopApp's first chunk, and a name no build would write. */
const MANIFEST = {
  exposes: [
    { path: './ShopApp', assets: { js: { sync: ['__federation_expose_ShopApp.d580cd25.js', '"><script>alert(1)</script>.js'], async: ['5879.2e223637.js'] } } },
  ],
};

describe("the shop app's first chunk in the page", () => {
  let shop: FakeUpstream;
  let shopOrigin: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    shop = await startFakeUpstream((request, response) =>
      request.url === '/mf-manifest.json' ? sendJson(response, 200, MANIFEST) : sendJson(response, 404, {}),
    );
    shopOrigin = new URL(shop.apiUrl).origin;
    app = await buildTestApp({ SHOP_REMOTE_URL: shopOrigin });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await shop.close();
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
