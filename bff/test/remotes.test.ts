import { buildTestApp } from './helpers';

describe('GET /bff/remotes', () => {
  it('lists the shop and admin entry scripts from configuration, to be revalidated on every load', async () => {
    const app = await buildTestApp({ SHOP_REMOTE_URL: 'http://shop.example:8001/', ADMIN_REMOTE_URL: 'http://admin.example:8002' });
    const response = await app.inject({ url: '/bff/remotes' });
    await app.close();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(
      JSON.stringify({
        remotes: [
          { name: 'shop', entry: 'http://shop.example:8001/remoteEntry.js' },
          { name: 'admin', entry: 'http://admin.example:8002/remoteEntry.js' },
        ],
      }),
    );
  });
});
