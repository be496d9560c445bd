import { useSession } from '@pcb/shared-ui';
import { fakeBff, renderWithShell } from '@pcb/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountLayout } from '../components/account-layout';

const sidebar = () => screen.getAllByRole('navigation', { name: 'Menu akun' })[0];
const linkTo = (name: string) => within(sidebar()).getByRole('link', { name });

describe('AccountLayout', () => {
  beforeEach(() => act(() => useSession.setState({ checked: true, user: { username: 'budi', exp: 2e9 } })));

  it('greets the buyer by username', () => {
    renderWithShell(<AccountLayout />, { route: '/user' });
    expect(screen.getByText('Hi, budi')).toBeInTheDocument();
  });

  it('is 240 px wide', () => {
    renderWithShell(<AccountLayout />, { route: '/user' });
    expect(sidebar().closest('aside')).toHaveStyle({ width: '240px' });
  });

  it('links the Setting group to the profile and the password change', () => {
    renderWithShell(<AccountLayout />, { route: '/user' });
    expect(linkTo('Profile Setting')).toHaveAttribute('href', '/user');
    expect(linkTo('Change password')).toHaveAttribute('href', '/change-password');
    expect(linkTo('Sesi Login')).toHaveAttribute('href', '/user/sesi-login');
    expect(linkTo('Home')).toHaveAttribute('href', '/');
  });

  it.each([
    ['Pembayaran', '?status=menunggu-pembayaran&status=pembayaran-tertunda&status=sudah-bayar'],
    ['Diproses', '?status=diproses'],
    ['Dikirim', '?status=dikirim'],
    ['Selesai', '?status=selesai'],
    ['Dibatalkan', '?status=dibatalkan-pembeli&status=gagal&status=pembayaran-kadarluarsa&status=dibatalkan-admin'],
  ])('links Pesanan › %s to /transaksi with its repeated status parameters', (label, search) => {
    renderWithShell(<AccountLayout />, { route: '/user' });
    expect(linkTo(label)).toHaveAttribute('href', `/transaksi${search}`);
  });

  it('marks the group being shown', () => {
    renderWithShell(<AccountLayout />, { route: '/transaksi?status=diproses' });
    expect(linkTo('Diproses')).toHaveAttribute('aria-current', 'page');
    expect(linkTo('Pembayaran')).not.toHaveAttribute('aria-current');
  });

  it('opens the same links in a drawer on narrow screens', async () => {
    renderWithShell(<AccountLayout />, { route: '/user' });
    await userEvent.click(screen.getByRole('button', { name: 'Buka menu akun' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Dikirim' })).toHaveAttribute('href', '/transaksi?status=dikirim');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Dikirim' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/transaksi?status=dikirim');
  });

  it('signs the buyer out', async () => {
    const { callsTo } = fakeBff({ 'POST /bff/logout': { status: 200, body: {} } });
    renderWithShell(<AccountLayout />, { route: '/user' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(useSession.getState().user).toBeNull());
    expect(callsTo('POST', '/bff/logout')).toHaveLength(1);
  });
});
