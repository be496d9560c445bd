import { useSession } from '@pcb/shared-ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBff, type FakeAnswer } from '@pcb/shared-ui/testing';
import { renderWithShell } from '@pcb/shared-ui/testing';
import { LoginPage } from '../components/login-page';

const budi = { username: 'budi', exp: 2e9 };

function showLogin(route = '/login') {
  renderWithShell(<LoginPage />, { route, path: '/login', toasts: true });
}

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  beforeEach(() => act(() => useSession.setState({ checked: true, user: null, message: {} })));

  it('titles the tab Login with the product prefix', () => {
    fakeBff({});
    showLogin();
    expect(document.title).toBe('PCB Polibatam | Login');
  });

  it.each([
    ['', 'rahasia123'],
    ['budi@example.com', ''],
  ])('refuses to send when a field is empty (email "%s")', async (email, password) => {
    const { calls } = fakeBff({});
    showLogin();
    await fillAndSubmit(email, password);
    expect(await screen.findByText('Email and password are required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('signs in, greets with Login successful and goes to the home page', async () => {
    const { calls } = fakeBff({ 'POST /bff/login': { status: 200, body: { user: budi } } });
    showLogin();
    await fillAndSubmit('budi@example.com', 'rahasia123');
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ email: 'budi@example.com', password: 'rahasia123' });
    expect(useSession.getState().user).toEqual(budi);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('goes back to the guarded page that sent the visitor, with its search', async () => {
    fakeBff({ 'POST /bff/login': { status: 200, body: { user: budi } } });
    showLogin(`/login?next=${encodeURIComponent('/product?search=pcb fr4')}`);
    await fillAndSubmit('budi@example.com', 'rahasia123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/product?search=pcb%20fr4'));
  });

  it.each(['//evil.com', 'https://evil.com/x', '/\\evil.com'])('goes home instead of the other site %s', async (next) => {
    fakeBff({ 'POST /bff/login': { status: 200, body: { user: budi } } });
    showLogin(`/login?next=${encodeURIComponent(next)}`);
    await fillAndSubmit('budi@example.com', 'rahasia123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('sends a buyer who is already signed in on, without showing the form', async () => {
    act(() => useSession.setState({ checked: true, user: budi }));
    fakeBff({});
    showLogin(`/login?next=${encodeURIComponent('/keranjang')}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/keranjang'));
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows the server message when the login is refused and stays on the page', async () => {
    fakeBff({ 'POST /bff/login': { status: 401, body: { message: 'Email atau password salah' } } });
    showLogin();
    await fillAndSubmit('budi@example.com', 'salah');
    expect(await screen.findByText('Email atau password salah')).toBeInTheDocument();
    expect(useSession.getState().user).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('joins the validation messages of the server with " | "', async () => {
    fakeBff({ 'POST /bff/login': { status: 400, body: { message: 'x', errors: [{ msg: 'Email tidak valid' }, { msg: 'Password terlalu pendek' }] } } });
    showLogin();
    await fillAndSubmit('budi@example.com', 'a');
    expect(await screen.findByText('Email tidak valid | Password terlalu pendek')).toBeInTheDocument();
  });

  it('says no token was received when the answer carries no user', async () => {
    fakeBff({ 'POST /bff/login': { status: 200, body: {} } });
    showLogin();
    await fillAndSubmit('budi@example.com', 'rahasia123');
    expect(await screen.findByText('Failed to login. No token received.')).toBeInTheDocument();
  });

  it('shows a spinner on the button while signing in', async () => {
    let answer: (a: FakeAnswer) => void = () => undefined;
    fakeBff({ 'POST /bff/login': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    showLogin();
    const button = screen.getByRole('button', { name: 'Login' });
    await fillAndSubmit('budi@example.com', 'rahasia123');
    expect(button).toHaveAttribute('data-loading');
    expect(button).toBeDisabled();
    await act(async () => answer({ status: 401, body: { message: 'Email atau password salah' } }));
    expect(button).not.toHaveAttribute('data-loading');
  });

  it('shows the session-ended message once, then forgets it', async () => {
    fakeBff({});
    act(() => useSession.setState({ message: { user: 'Sesi Anda telah berakhir. Silakan login kembali.' } }));
    showLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sesi Anda telah berakhir. Silakan login kembali.');
    expect(useSession.getState().message.user).toBeUndefined();
  });

  it('links to Forgot Password, Home and Register', () => {
    fakeBff({});
    showLogin();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it.each([
    ['/penawaran-instan?simpan=1', `/register?next=${encodeURIComponent('/penawaran-instan?simpan=1')}`],
    ['//evil.example', '/register'],
  ])('keeps the page to return to (?next=%s, this site only) on the way to Register, not Home', (next, register) => {
    fakeBff({});
    showLogin(`/login?next=${encodeURIComponent(next)}`);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', register);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('lets the password be shown and hidden', async () => {
    fakeBff({});
    showLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan Password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Sembunyikan Password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});
