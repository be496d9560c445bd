import { screen, waitFor } from '@testing-library/react';
import { fakeBff, aProduct } from '@pcb/shared-ui/testing';
import { renderWithShell } from '@pcb/shared-ui/testing';
import { ProductSection } from '../components/product-section';

const catalogue = [aProduct({ product_name: 'Resistor 10K' }), aProduct({ product_name: 'Kapasitor 100uF' })];

function showAt(route: string, answers: Parameters<typeof fakeBff>[0]) {
  const bffFake = fakeBff(answers);
  renderWithShell(<ProductSection />, { route });
  return bffFake;
}

describe('ProductSection', () => {
  it('shows the full list under the title Produk Kami when there is no search', async () => {
    showAt('/', { 'GET /bff/api/product': { status: 200, body: catalogue } });
    expect(screen.getByRole('heading', { name: 'Produk Kami' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
  });

  it.each(['/?search=', '/?search=%20%20%20'])('treats a blank search (%s) as the full list and does not search', async (route) => {
    const { callsTo } = showAt(route, { 'GET /bff/api/product': { status: 200, body: catalogue } });
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    expect(callsTo('GET', '/bff/api/product/search')).toHaveLength(0);
  });

  it('replaces the list with the search results for a non-blank search', async () => {
    const { callsTo } = showAt('/?search=resistor', {
      'GET /bff/api/product/search': { status: 200, body: [catalogue[0]] },
    });
    expect(await screen.findByRole('article', { name: 'Resistor 10K' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Kapasitor 100uF' })).not.toBeInTheDocument();
    expect(callsTo('GET', '/bff/api/product/search').map((c) => c.url)).toEqual(['/bff/api/product/search?query=resistor']);
  });

  it('also asks the admin search path on the home page for a non-blank search (spec §7)', async () => {
    const { callsTo } = showAt('/?search=resistor', {
      'GET /bff/api/product/search': { status: 200, body: [catalogue[0]] },
      'GET /bff/api/admin/product/search': { status: 200, body: [catalogue[0]] },
    });
    await screen.findByRole('article', { name: 'Resistor 10K' });
    await waitFor(() => expect(callsTo('GET', '/bff/api/admin/product/search').map((c) => c.url)).toEqual(['/bff/api/admin/product/search?query=resistor']));
  });

  it('says no product was found when the search has no result', async () => {
    showAt('/?search=xyz', { 'GET /bff/api/product/search': { status: 200, body: [] } });
    expect(await screen.findByText('Maaf, produk tidak ditemukan. Silakan coba kata kunci lain.')).toBeInTheDocument();
  });

  it('shows a loading indicator until the products arrive', async () => {
    showAt('/', { 'GET /bff/api/product': { status: 200, body: catalogue } });
    expect(screen.getByRole('status')).toHaveTextContent('Memuat produk...');
    await screen.findAllByTestId('product-card');
    expect(screen.queryByText('Memuat produk...')).not.toBeInTheDocument();
  });

  it('only logs a failed load: no message and no empty text', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    showAt('/', { 'GET /bff/api/product': { status: 500, body: { message: 'Internal Server Error' } } });
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText('Maaf, produk tidak ditemukan. Silakan coba kata kunci lain.')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
