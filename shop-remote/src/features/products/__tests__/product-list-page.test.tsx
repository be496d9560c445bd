import { screen, waitFor } from '@testing-library/react';
import { fakeBff, aProduct } from '@pcb/shared-ui/testing';
import { renderWithShell } from '@pcb/shared-ui/testing';
import { ProductListPage } from '../components/product-list-page';

const resistor = aProduct({ product_name: 'Resistor 10K' });

function showAt(route: string, adminAnswer: Parameters<typeof fakeBff>[0][string]) {
  const bff = fakeBff({
    'GET /bff/api/product': { status: 200, body: [resistor] },
    'GET /bff/api/product/search': { status: 200, body: [resistor] },
    'GET /bff/api/admin/product/search': adminAnswer,
  });
  renderWithShell(<ProductListPage />, { route, toasts: true });
  return bff;
}

describe('ProductListPage', () => {
  it('titles the tab Product and shows the grid', async () => {
    showAt('/product', { status: 200, body: [] });
    expect(await screen.findByRole('article', { name: 'Resistor 10K' })).toBeInTheDocument();
    expect(document.title).toBe('PCB Polibatam | Product');
  });

  it('also asks the admin search path, through the buyer surface with a 10 s limit, on a non-blank search', async () => {
    const { callsTo } = showAt('/product?search=%20resistor%20', { status: 200, body: [resistor] });
    await screen.findByRole('article', { name: 'Resistor 10K' });
    await waitFor(() => expect(callsTo('GET', '/bff/api/admin/product/search')).toHaveLength(1));
    expect(callsTo('GET', '/bff/api/admin/product/search')[0].url).toBe('/bff/api/admin/product/search?query=resistor');
    expect(callsTo('GET', '/bff/api/product/search')).toHaveLength(1);
  });

  it('makes no admin-path call for a blank search', async () => {
    const { callsTo } = showAt('/product?search=%20', { status: 200, body: [] });
    await screen.findByRole('article', { name: 'Resistor 10K' });
    expect(callsTo('GET', '/bff/api/admin/product/search')).toHaveLength(0);
  });

  it('tells the buyer when the admin-path search finds nothing', async () => {
    showAt('/product?search=xyz', { status: 200, body: [] });
    expect(await screen.findByText('No products found for your search.')).toBeInTheDocument();
  });

  it('keeps quiet when the upstream refuses the admin-path search', async () => {
    const log = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    showAt('/product?search=resistor', { status: 403, body: { message: 'Forbidden: Anda bukan admin' } });
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText('Forbidden: Anda bukan admin')).not.toBeInTheDocument();
    expect(screen.queryByText('No products found for your search.')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
