import { useSession } from '@pcb/shared-ui';
import { act, screen } from '@testing-library/react';
import { fakeBff, aProduct } from '@pcb/shared-ui/testing';
import { anAccount } from '../../testing/account';
import { renderWithShell } from '@pcb/shared-ui/testing';
import ShopApp from '../shop-app';

describe('ShopApp', () => {
  beforeEach(() => act(() => useSession.setState({ checked: true, user: null })));

  it('shows the home page inside the top bar and footer, with its products and their cart buttons', async () => {
    fakeBff({ 'GET /bff/api/product': { status: 200, body: [aProduct({ product_name: 'Sensor DHT22', stock: 0 })] } });
    renderWithShell(<ShopApp />, { route: '/' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pengalaman Terbaik Membeli PCB' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Tambah Sensor DHT22 ke keranjang' })).toBeDisabled();
  });

  it.each(['/login', '/register', '/register/verify/abc', '/forgot-password', '/reset-password/abc'])(
    'shows %s without the top bar and footer',
    async (route) => {
      fakeBff({});
      renderWithShell(<ShopApp />, { route });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    },
  );

  const userOnly = [
    '/keranjang',
    '/product',
    '/product/detail/0123456789abcdef01234567',
    '/custom',
    '/product-assembly',
    '/custom-prototype',
    '/custom-assembly',
    '/keranjang/costom-product',
    '/checkout',
    '/user',
    '/user/profileSettings',
    '/change-password',
    '/transaksi',
    '/review',
  ];

  it.each(userOnly)('sends a signed-out visitor from %s to /login, naming the page to return to', (route) => {
    fakeBff({});
    renderWithShell(<ShopApp />, { route });
    expect(screen.getByTestId('location')).toHaveTextContent(`/login?next=${encodeURIComponent(route)}`, { normalizeWhitespace: false });
  });

  it('shows a signed-in buyer the cart inside the top bar and footer', async () => {
    act(() => useSession.setState({ user: { username: 'budi', exp: 2e9 } }));
    fakeBff({ 'GET /bff/api/cart': { status: 200, body: [] } });
    renderWithShell(<ShopApp />, { route: '/keranjang' });
    expect(await screen.findByText('Your shopping cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it.each(['/user', '/user/profileSettings', '/change-password', '/transaksi?status=diproses', '/review'])(
    'shows %s in the user sidebar layout, without the shop footer',
    async (route) => {
      act(() => useSession.setState({ user: { username: 'budi', exp: 2e9 } }));
      fakeBff({ 'GET /bff/api/account': { status: 200, body: anAccount() } });
      renderWithShell(<ShopApp />, { route });
      expect(await screen.findByRole('navigation', { name: 'Menu akun' })).toBeInTheDocument();
      expect(screen.getByText('Hi, budi')).toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    },
  );

  it('sends an unknown path to /404', () => {
    fakeBff({});
    renderWithShell(<ShopApp />, { route: '/tidak-ada' });
    expect(screen.getByTestId('location')).toHaveTextContent('/404');
  });
});
