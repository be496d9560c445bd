import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bff, useSession } from '@pcb/shared-ui';
import { renderAdminAt } from '../../../app/__tests__/render-admin';

const ENDED = 'Sesi Anda telah berakhir. Silakan login kembali.';

async function fillAndSubmit() {
  await userEvent.type(await screen.findByLabelText(/Email/), 'admin@pcb.test');
  await userEvent.type(screen.getByLabelText(/^Password/), 'rahasia123');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the admin login screen', () => {
  let request: jest.SpyInstance;

  beforeEach(() => {
    useSession.setState({ checked: true, user: null, admin: null, message: {} });
    request = jest.spyOn(bff, 'request');
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks for email and password and offers a way back home', async () => {
    renderAdminAt('/admin-login');
    expect(await screen.findByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
  });

  it('goes to the home page on Back to Home', async () => {
    renderAdminAt('/admin-login');
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Home' }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });

  it('shows the session-ended message left for the admin', async () => {
    useSession.setState({ message: { admin: ENDED } });
    renderAdminAt('/admin-login');
    expect(await screen.findByText(ENDED)).toBeInTheDocument();
  });

  it('shows the session-ended message only once', async () => {
    useSession.setState({ message: { admin: ENDED } });
    const first = renderAdminAt('/admin-login');
    await screen.findByText(ENDED);
    first.unmount();
    renderAdminAt('/admin-login');
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
  });

  it('shows the message of a session that ends while the screen is open', async () => {
    renderAdminAt('/admin-login');
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
    act(() => useSession.setState({ message: { admin: ENDED } }));
    expect(await screen.findByText(ENDED)).toBeInTheDocument();
  });

  it('waits for the first session check before taking the message', async () => {
    useSession.setState({ checked: false });
    renderAdminAt('/admin-login');
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
    act(() => useSession.setState({ checked: true, message: { admin: ENDED } }));
    expect(await screen.findByText(ENDED)).toBeInTheDocument();
  });

  it('signs in through the BFF and opens the dashboard', async () => {
    request.mockResolvedValue({ admin: { exp: 4102444800 } });
    renderAdminAt('/admin-login');
    await fillAndSubmit();
    expect(request).toHaveBeenCalledWith('POST', '/bff/admin/login', expect.objectContaining({ body: { email: 'admin@pcb.test', password: 'rahasia123' } }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/dashboard'));
    expect(useSession.getState().admin).toEqual({ exp: 4102444800 });
  });

  it('returns to the back-office page that sent the admin to sign in', async () => {
    request.mockResolvedValue({ admin: { exp: 4102444800 } });
    renderAdminAt('/admin/kategoriPortofolio');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin-login'));
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/kategoriPortofolio'));
  });

  it('opens the dashboard, not another site, when told to return to //evil.com', async () => {
    request.mockResolvedValue({ admin: { exp: 4102444800 } });
    renderAdminAt(`/admin-login?next=${encodeURIComponent('//evil.com')}`);
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/dashboard'));
  });

  it('sends an admin who is already signed in on to the dashboard', async () => {
    request.mockResolvedValue([]);
    act(() => useSession.setState({ checked: true, admin: { exp: 4102444800 } }));
    renderAdminAt('/admin-login');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/dashboard'));
  });

  it("shows the server's message when the login is refused", async () => {
    request.mockRejectedValue(new ApiError(401, { message: 'Email atau password salah' }));
    renderAdminAt('/admin-login');
    await fillAndSubmit();
    expect(await screen.findByText('Email atau password salah')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/admin-login');
  });

  it('shows "Login failed." when the login fails without a message', async () => {
    request.mockRejectedValue(new Error('unexpected'));
    renderAdminAt('/admin-login');
    await fillAndSubmit();
    expect(await screen.findByText('Login failed.')).toBeInTheDocument();
  });
});
