import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bff, useSession } from '@pcb/shared-ui';
import { renderAdminAt } from '../../__tests__/render-admin';

/** The drawer starts open from the medium breakpoint up. */
const matchMedia = window.matchMedia;
function screenIsWide(wide: boolean) {
  jest.restoreAllMocks();
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => (query.includes('min-width') ? ({ ...matchMedia(query), matches: wide } as MediaQueryList) : matchMedia(query)));
}

describe('the admin shell', () => {
  beforeEach(() => {
    useSession.setState({ checked: true, user: null, admin: { exp: 4102444800 }, message: {} });
    screenIsWide(true);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the Dashboard page inside the top bar and the ADMIN drawer', async () => {
    renderAdminAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('PCB Polibatam');
    expect(screen.getByRole('navigation', { name: 'ADMIN' })).toBeInTheDocument();
  });

  it('links the drawer entries to their back-office pages with their status filters', async () => {
    renderAdminAt('/admin/dashboard');
    const drawer = await screen.findByRole('navigation', { name: 'ADMIN' });
    const link = (name: string) => within(drawer).getByRole('link', { name }).getAttribute('href');
    expect(link('dataProduct')).toBe('/admin/dataProduct');
    expect(link('Ditolak')).toBe('/admin/request-custom?status=ditolak-admin&status=dibatalkan-pembeli');
    expect(link('Riwayat')).toBe(
      '/admin/transaksi?status=selesai&status=gagal&status=pembayaran-kadarluarsa&status=dibatalkan-admin&status=dibatalkan-pembeli',
    );
  });

  it.each([
    ['/admin/request-custom?status=admin-review', 'Review File'],
    ['/admin/request-custom?status=disetujui', 'Disetujui'],
    ['/admin/request-custom?status=dibatalkan-pembeli&status=ditolak-admin', 'Ditolak'],
    ['/admin/transaksi?status=sudah-bayar&status=menunggu-pembayaran&status=pembayaran-tertunda', 'Pembayaran'],
    ['/admin/transaksi?status=dikirim', 'Dikirim'],
    ['/admin/dataProduct/addProduct', 'dataProduct'],
  ])('on %s marks the one entry %s as the current page', async (path, entry) => {
    jest.spyOn(bff, 'request').mockResolvedValue([]);
    renderAdminAt(path);
    const drawer = await screen.findByRole('navigation', { name: 'ADMIN' });
    const current = within(drawer)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([entry]);
  });

  it('marks no entry on a status list the sidebar does not have', async () => {
    jest.spyOn(bff, 'request').mockResolvedValue([]);
    renderAdminAt('/admin/transaksi?status=selesai');
    const drawer = await screen.findByRole('navigation', { name: 'ADMIN' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toEqual([]);
  });

  it('collapses and reopens the drawer from the top bar', async () => {
    renderAdminAt('/admin/dashboard');
    await screen.findByRole('navigation', { name: 'ADMIN' });
    await userEvent.click(screen.getByRole('button', { name: 'Tutup menu ADMIN' }));
    expect(screen.queryByRole('navigation', { name: 'ADMIN' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buka menu ADMIN' }));
    expect(screen.getByRole('navigation', { name: 'ADMIN' })).toBeInTheDocument();
  });

  it('starts with the drawer closed on a narrow screen', async () => {
    screenIsWide(false);
    renderAdminAt('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('navigation', { name: 'ADMIN' })).not.toBeInTheDocument();
  });

  it('opens the ADMIN entries in a drawer on a narrow screen, which closes when an entry is chosen', async () => {
    screenIsWide(false);
    renderAdminAt('/admin/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Buka menu ADMIN' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(within(drawer).getByRole('navigation', { name: 'ADMIN' })).getByRole('link', { name: 'dataProduct' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/dataProduct'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the avatar menu on Reset Password, a link to its page', async () => {
    renderAdminAt('/admin/dashboard');
    act(() => screen.getByRole('button', { name: 'Menu admin' }).focus());
    await userEvent.keyboard('{Enter}');
    const resetPassword = await screen.findByRole('menuitem', { name: 'Reset Password' });
    expect(resetPassword).toHaveAttribute('href', '/admin/reset-password');
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    expect(resetPassword).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/reset-password'));
  });

  it('signs the admin out through the BFF and returns to /admin-login on Logout', async () => {
    const request = jest.spyOn(bff, 'request').mockResolvedValue(null);
    renderAdminAt('/admin/dashboard');
    // jsdom's pointer events carry no pointer type, so the menu is driven by keyboard.
    act(() => screen.getByRole('button', { name: 'Menu admin' }).focus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Logout' });
    // The menu takes the focus a moment after it opens: a key pressed before then goes to the
    // trigger, and Enter would choose the first entry. Each key waits for the menu to show its effect.
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Keamanan Akun' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin-login'));
    expect(request).toHaveBeenCalledWith('POST', '/bff/admin/logout');
    expect(useSession.getState().admin).toBeNull();
  });
});
