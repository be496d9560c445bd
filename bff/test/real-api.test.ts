import { useRealStack } from './real-api';

interface ProductJson {
  _id: string;
  product_name: string;
  picture_url: string;
}

const stack = useRealStack();

describe('the home page data through the BFF from the real pcb-api', () => {
  it('lists the seeded products', async () => {
    const response = await stack.bff.inject({ url: '/bff/api/product' });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProductJson[]>().length).toBeGreaterThanOrEqual(24);
  });

  it('answers a search with no match with an empty list', async () => {
    const response = await stack.bff.inject({ url: '/bff/api/product/search?query=tidak-ada-xyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers one product by id', async () => {
    const [first] = (await stack.bff.inject({ url: '/bff/api/product' })).json<ProductJson[]>();
    const response = await stack.bff.inject({ url: `/bff/api/product/${first._id}` });
    expect(response.json<ProductJson>().product_name).toBe(first.product_name);
  });

  it('passes the upstream 400 for a malformed id through', async () => {
    const response = await stack.bff.inject({ url: '/bff/api/product/not-an-id' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expect.objectContaining({ message: 'Invalid ID format' }));
  });

  it('serves a product picture through /bff/files', async () => {
    const [first] = (await stack.bff.inject({ url: '/bff/api/product' })).json<ProductJson[]>();
    const response = await stack.bff.inject({ url: `/bff/files/${first.picture_url}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\//);
  });

  it('lists the categories for the shop and the admin', async () => {
    const response = await stack.bff.inject({ url: '/bff/admin/api/admin/product/categories' });
    expect(response.json<unknown[]>().length).toBeGreaterThanOrEqual(5);
  });

  it('reports the upstream up on /bff/health', async () => {
    expect((await stack.bff.inject({ url: '/bff/health' })).json()).toEqual({ status: 'ok', upstream: 'up' });
  });
});
