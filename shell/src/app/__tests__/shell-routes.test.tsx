import { MemoryRouter } from '@pcb/shared-ui/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, useNavigate } from '@pcb/shared-ui';
import { awaitRemoteOf, ShellRoutes } from '../app';

function loaders() {
  return {
    shop: jest.fn().mockResolvedValue({ default: () => <p>shop remote</p> }),
    admin: jest.fn().mockResolvedValue({ default: () => <p>admin remote</p> }),
  };
}

function renderAt(entries: string[], load = loaders()) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <ShellRoutes load={load} />
      </MemoryRouter>
    </AppProviders>,
  );
  return load;
}

describe('ShellRoutes', () => {
  it('loads only the admin remote on /admin-login', async () => {
    const load = renderAt(['/admin-login']);
    expect(await screen.findByText('admin remote')).toBeInTheDocument();
    expect(load.shop).not.toHaveBeenCalled();
  });

  it('loads only the admin remote under /admin/', async () => {
    const load = renderAt(['/admin/dashboard']);
    expect(await screen.findByText('admin remote')).toBeInTheDocument();
    expect(load.shop).not.toHaveBeenCalled();
  });

  it('loads only the shop remote on a buyer page, never an admin file', async () => {
    const load = renderAt(['/']);
    expect(await screen.findByText('shop remote')).toBeInTheDocument();
    expect(load.admin).not.toHaveBeenCalled();
  });

  it('shows its own not-found page on /404 without loading any remote', () => {
    const load = renderAt(['/404']);
    expect(screen.getByText('Halaman tidak ditemukan.')).toBeInTheDocument();
    expect(load.shop).not.toHaveBeenCalled();
    expect(load.admin).not.toHaveBeenCalled();
  });

  it('goes back to the previous page from the not-found page', async () => {
    renderAt(['/product', '/404']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('shop remote')).toBeInTheDocument();
  });

  it('goes home from a not-found page that was opened directly', async () => {
    const load = renderAt(['/404']);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('shop remote')).toBeInTheDocument();
    expect(load.shop).toHaveBeenCalledTimes(1);
  });

  it('switches from the shop remote to the admin remote when the path moves under /admin', async () => {
    function GoToAdmin() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/admin-login')}>to admin</button>;
    }
    const load = loaders();
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/']}>
          <GoToAdmin />
          <ShellRoutes load={load} />
        </MemoryRouter>
      </AppProviders>,
    );
    await screen.findByText('shop remote');
    await userEvent.click(screen.getByRole('button', { name: 'to admin' }));
    expect(await screen.findByText('admin remote')).toBeInTheDocument();
  });
});

describe('awaitRemoteOf', () => {
  const never = () => new Promise<never>(() => undefined);

  it('waits for the remote that owns the path, and only that one', async () => {
    const load = loaders();
    await awaitRemoteOf('/payment-detail/7', 60_000, load);
    expect(load.admin).toHaveBeenCalledTimes(1);
    expect(load.shop).not.toHaveBeenCalled();
  });

  it('stops waiting after the given time when the remote is slow', async () => {
    const load = { ...loaders(), shop: jest.fn(never) };
    const started = Date.now();
    await awaitRemoteOf('/cart', 50, load);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('settles when the remote fails (the page then shows the failure) and loads nothing on the not-found page', async () => {
    const load = { ...loaders(), shop: jest.fn().mockRejectedValue(new Error('remote down')) };
    await expect(awaitRemoteOf('/', 60_000, load)).resolves.toBeUndefined();
    await awaitRemoteOf('/404', 60_000, load);
    expect(load.shop).toHaveBeenCalledTimes(1);
  });
});
