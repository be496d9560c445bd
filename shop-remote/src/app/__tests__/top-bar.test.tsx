import { useSession } from '@pcb/shared-ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@pcb/shared-ui/testing';
import { TopBar } from '../layout/top-bar';

const location = () => screen.getByTestId('location').textContent;

describe('TopBar', () => {
  beforeEach(() => act(() => useSession.setState({ checked: true, user: null })));

  it('links the logo and title to the home page', () => {
    renderWithShell(<TopBar />, { route: '/product' });
    expect(screen.getByRole('link', { name: 'PCB Polibatam' })).toHaveAttribute('href', '/');
  });

  it('offers the tabs Home, Product and Custom Product', () => {
    renderWithShell(<TopBar />);
    const nav = screen.getByRole('navigation', { name: 'Menu utama' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Product', '/product'],
      ['Custom Product', '/custom'],
    ]);
  });

  it('searches on Enter by opening /product?search=…', async () => {
    renderWithShell(<TopBar />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari produk' }), 'kapasitor 100uF{Enter}');
    expect(location()).toBe('/product?search=kapasitor+100uF');
  });

  it('searches with the search icon too', async () => {
    renderWithShell(<TopBar />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari produk' }), 'resistor');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(location()).toBe('/product?search=resistor');
  });

  it('shows the current search in the search box', () => {
    renderWithShell(<TopBar />, { route: '/product?search=kapasitor' });
    expect(screen.getByRole('searchbox', { name: 'Cari produk' })).toHaveValue('kapasitor');
  });

  it('moves the tabs into a side drawer that closes after choosing a tab', async () => {
    renderWithShell(<TopBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Buka menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('combobox', { name: 'Mode warna' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Product' }));
    expect(location()).toBe('/product');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a Login button to /login when signed out', () => {
    renderWithShell(<TopBar />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('shows no Login button while the session is still being checked', () => {
    act(() => useSession.setState({ checked: false }));
    renderWithShell(<TopBar />);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('offers the colour-mode switch', () => {
    renderWithShell(<TopBar />);
    expect(screen.getByRole('combobox', { name: 'Mode warna' })).toBeInTheDocument();
  });
});
