import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Route } from 'react-router';
import { renderWithShell } from '../../../testing';
import { lazyPage, preloadPagesOf } from '../lazy-page';

const page = (text: string) =>
  function Page() {
    return <p>{text}</p>;
  };

describe('lazyPage', () => {
  it('shows the loading text until the page has loaded', async () => {
    const Orders = lazyPage(async () => page('Daftar pesanan'));
    renderWithShell(<Orders />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Daftar pesanan')).toBeInTheDocument();
  });

  it('draws a page loaded beforehand in the first render, with no loading text', async () => {
    const Cart = lazyPage(async () => page('Keranjang'));
    await Cart.preload();
    renderWithShell(<Cart />);
    expect(screen.getByText('Keranjang')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('loads a page once, however often it is preloaded and drawn', async () => {
    const load = jest.fn(async () => page('Profil'));
    const Profile = lazyPage(load);
    await Promise.all([Profile.preload(), Profile.preload()]);
    renderWithShell(<Profile />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a page mounted, with its state, when its parent draws it again after it has loaded', async () => {
    const Search = lazyPage(
      async () =>
        function SearchPage({ hint }: { hint: string }) {
          return <input aria-label={hint} />;
        },
    );
    function Parent() {
      const [hint, setHint] = useState('Cari');
      return (
        <>
          <button onClick={() => setHint('Cari produk')}>Ganti</button>
          <Search hint={hint} />
        </>
      );
    }
    renderWithShell(<Parent />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Cari' }), { target: { value: 'resistor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ganti' }));
    expect(screen.getByRole('textbox', { name: 'Cari produk' })).toHaveValue('resistor');
  });

  it('loads a page again after a failed attempt, so that a retry can succeed', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(page('Checkout'));
    const Checkout = lazyPage(load);
    await expect(Checkout.preload()).rejects.toThrow('chunk failed');
    renderWithShell(<Checkout />);
    expect(await screen.findByText('Checkout')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadPagesOf', () => {
  it('starts loading the pages of the routes that match the address, and no other', () => {
    const loadLogin = jest.fn(async () => page('Masuk'));
    const loadProfile = jest.fn(async () => page('Profil'));
    const loadOrders = jest.fn(async () => page('Pesanan'));
    const Login = lazyPage(loadLogin);
    const Account = lazyPage(async () => page('Akun'));
    const Profile = lazyPage(loadProfile);
    const Orders = lazyPage(loadOrders);
    const accountPreload = jest.spyOn(Account, 'preload');
    const routes = (
      <>
        <Route path="/login" element={<Login />} />
        <Route element={<Account />}>
          <Route path="/profile" element={<Profile />} />
          <Route path="/transactions" element={<Orders />} />
        </Route>
      </>
    );

    preloadPagesOf(routes, '/profile');

    expect(accountPreload).toHaveBeenCalled();
    expect(loadProfile).toHaveBeenCalledTimes(1);
    expect(loadLogin).not.toHaveBeenCalled();
    expect(loadOrders).not.toHaveBeenCalled();
  });

  it('settles once the pages have loaded, and also when one failed (it then tries again when drawn)', async () => {
    const Broken = lazyPage(() => Promise.reject(new Error('chunk failed')));
    let loaded = false;
    const Fine = lazyPage(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      loaded = true;
      return page('Baik');
    });
    const routes = (
      <Route element={<Broken />}>
        <Route path="/fine" element={<Fine />} />
      </Route>
    );
    await expect(preloadPagesOf(routes, '/fine')).resolves.toBeUndefined();
    expect(loaded).toBe(true);
  });
});
