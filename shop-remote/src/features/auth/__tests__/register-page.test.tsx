import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBff } from '@pcb/shared-ui/testing';
import { renderWithShell } from '@pcb/shared-ui/testing';
import { RegisterPage } from '../components/register-page';

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText(/^Username/), 'budi');
  await userEvent.type(screen.getByLabelText(/^Email/), 'budi@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'rahasia123');
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
}

const created = { status: 201, body: { message: 'ok', user: { _id: '0123456789abcdef01234567', username: 'budi', email: 'budi@example.com' } } };

describe('RegisterPage', () => {
  it('titles the tab Admin | Register, as the spec gives it', () => {
    fakeBff({});
    renderWithShell(<RegisterPage />, { route: '/register' });
    expect(document.title).toBe('Admin | Register');
  });

  it('marks username, email and password as required', () => {
    fakeBff({});
    renderWithShell(<RegisterPage />, { route: '/register' });
    for (const label of [/^Username/, /^Email/, /^Password/]) expect(screen.getByLabelText(label)).toBeRequired();
  });

  it('sends the three fields and, on 201, goes to /login asking to check the inbox', async () => {
    const { calls } = fakeBff({ 'POST /bff/register': created });
    renderWithShell(<RegisterPage />, { route: '/register', toasts: true });
    await fillAndSubmit();
    expect(await screen.findByText('Registrasi berhasil! Silakan cek inbox email Anda untuk verifikasi akun.')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ username: 'budi', email: 'budi@example.com', password: 'rahasia123' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it.each([
    ['/penawaran-instan?simpan=1', `/login?next=${encodeURIComponent('/penawaran-instan?simpan=1')}`],
    ['//evil.example', '/login'],
  ])('passes the page that sent the visitor (?next=%s, this site only) on to the login', async (next, login) => {
    fakeBff({ 'POST /bff/register': created });
    renderWithShell(<RegisterPage />, { route: `/register?next=${encodeURIComponent(next)}`, toasts: true });
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(login));
  });

  it('keeps the page to return to on the way Back to Login', () => {
    fakeBff({});
    renderWithShell(<RegisterPage />, { route: `/register?next=${encodeURIComponent('/penawaran-instan?simpan=1')}` });
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', `/login?next=${encodeURIComponent('/penawaran-instan?simpan=1')}`);
  });

  it('shows the server validation messages joined with " | "', async () => {
    fakeBff({
      'POST /bff/register': {
        status: 400,
        body: { message: 'Validasi gagal', errors: [{ msg: 'Username sudah dipakai' }, { msg: 'Password minimal 8 karakter' }] },
      },
    });
    renderWithShell(<RegisterPage />, { route: '/register', toasts: true });
    await fillAndSubmit();
    expect(await screen.findByText('Username sudah dipakai | Password minimal 8 karakter')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it('offers Home and Back to Login', () => {
    fakeBff({});
    renderWithShell(<RegisterPage />, { route: '/register' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('counts only a 201 as a success: another 2xx stays on the form with an error', async () => {
    fakeBff({ 'POST /bff/register': { status: 200, body: { message: 'ok' } } });
    renderWithShell(<RegisterPage />, { route: '/register', toasts: true });
    await fillAndSubmit();
    expect(await screen.findByText('Terjadi kesalahan.')).toBeInTheDocument();
    expect(screen.queryByText('Registrasi berhasil! Silakan cek inbox email Anda untuk verifikasi akun.')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });
});
