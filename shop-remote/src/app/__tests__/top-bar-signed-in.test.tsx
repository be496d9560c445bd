import { useSession } from '@pcb/shared-ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBff } from '@pcb/shared-ui/testing';
import { renderWithShell } from '@pcb/shared-ui/testing';
import { aCartItem } from '../../testing/cart';
import { TopBar } from '../layout/top-bar';

const signedOut = { status: 200, body: { user: null, admin: null, message: {} } };

describe('TopBar for a signed-in buyer', () => {
  beforeEach(() => {
    act(() => {
      useSession.setState({ checked: true, user: { username: 'budi', exp: 2e9 } });
    });
  });

  it('shows the number of cart items on the cart icon, which opens /keranjang', async () => {
    fakeBff({ 'GET /bff/api/cart': { status: 200, body: [aCartItem(), aCartItem()] } });
    renderWithShell(<TopBar />);
    const cart = await screen.findByRole('link', { name: 'Keranjang (2 barang)' });
    expect(cart).toHaveAttribute('href', '/keranjang');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
  });

  it('keeps the badge at 0 and only logs when the cart cannot be loaded', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeBff({ 'GET /bff/api/cart': { status: 500, body: { message: 'Internal Server Error' } } });
    renderWithShell(<TopBar />);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    log.mockRestore();
  });

  it('reloads the badge when another buyer signs in', async () => {
    const { callsTo } = fakeBff({ 'GET /bff/api/cart': { status: 200, body: [aCartItem()] } });
    renderWithShell(<TopBar />);
    await screen.findByRole('link', { name: 'Keranjang (1 barang)' });
    act(() => useSession.setState({ user: { username: 'sari', exp: 2e9 } }));
    await waitFor(() => expect(callsTo('GET', '/bff/api/cart')).toHaveLength(2));
  });

  it('shows the username instead of the Login button', () => {
    fakeBff({ 'GET /bff/api/cart': { status: 200, body: [] } });
    renderWithShell(<TopBar />);
    expect(screen.getByRole('button', { name: 'Menu akun budi' })).toHaveTextContent('budi');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('offers Profile and Transaksi in the avatar menu', async () => {
    fakeBff({ 'GET /bff/api/cart': { status: 200, body: [] } });
    renderWithShell(<TopBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu akun budi' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/user');
    expect(screen.getByRole('menuitem', { name: 'Transaksi' })).toHaveAttribute('href', '/transaksi?status=menunggu-pembayaran');
  });

  // jsdom's pointer events carry no pointer type, so the menu is driven by keyboard, as a keyboard user would.
  it('opens Transaksi inside the app when it is chosen by keyboard', async () => {
    fakeBff({ 'GET /bff/api/cart': { status: 200, body: [] } });
    renderWithShell(<TopBar />, { route: '/product' });
    act(() => screen.getByRole('button', { name: 'Menu akun budi' }).focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Transaksi' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/transaksi?status=menunggu-pembayaran'));
  });

  it('signs out through the BFF with Logout and shows the Login button again', async () => {
    const { callsTo } = fakeBff({
      'GET /bff/api/cart': { status: 200, body: [] },
      'POST /bff/logout': { status: 204 },
      'GET /bff/session': signedOut,
    });
    renderWithShell(<TopBar />, { route: '/product' });
    act(() => screen.getByRole('button', { name: 'Menu akun budi' }).focus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Logout' });
    // The menu loads on demand and takes the focus a moment after it opens: a key pressed before then goes to
    // the stand-in button. Each key waits for the menu to show its effect.
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(callsTo('POST', '/bff/logout')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(useSession.getState().user).toBeNull();
    // The session ends and the router navigates in one call, but the navigation commits in a transition, after
    // the Login button shows.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
