import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBff } from '@pcb/shared-ui/testing';
import { renderWithShell } from '@pcb/shared-ui/testing';
import { ForgotPasswordPage } from '../components/forgot-password-page';
import { ResendVerificationPage } from '../components/resend-verification-page';
import { ResetPasswordPage } from '../components/reset-password-page';

const location = () => screen.getByTestId('location');

describe('ForgotPasswordPage', () => {
  function showForgot() {
    renderWithShell(<ForgotPasswordPage />, { route: '/forgot-password', toasts: true });
  }

  it('refuses an empty e-mail without sending anything', async () => {
    const { calls } = fakeBff({});
    showForgot();
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Link Reset' }));
    expect(await screen.findByText('Email tidak boleh kosong!')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the e-mail, says the link was sent and goes to the login', async () => {
    const { calls } = fakeBff({ 'POST /bff/api/password/forgot-password': { status: 200, body: { message: 'ok' } } });
    showForgot();
    await userEvent.type(screen.getByLabelText('Email'), 'budi@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Link Reset' }));
    expect(await screen.findByText('Link reset password telah dikirim ke email Anda.')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ email: 'budi@example.com' });
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
  });

  it('shows the server message when the request fails', async () => {
    fakeBff({ 'POST /bff/api/password/forgot-password': { status: 400, body: { message: 'Format email tidak valid' } } });
    showForgot();
    await userEvent.type(screen.getByLabelText('Email'), 'budi@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Link Reset' }));
    expect(await screen.findByText('Format email tidak valid')).toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  function showReset() {
    renderWithShell(<ResetPasswordPage />, { route: '/reset-password/tok123', path: '/reset-password/:token', toasts: true });
  }

  async function fill(password: string, confirmation: string) {
    if (password) await userEvent.type(screen.getByLabelText('Password Baru'), password);
    if (confirmation) await userEvent.type(screen.getByLabelText('Konfirmasi Password'), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Password' }));
  }

  it.each([
    ['', 'baru12345'],
    ['baru12345', ''],
  ])('asks for both fields ("%s" / "%s") without sending', async (password, confirmation) => {
    const { calls } = fakeBff({});
    showReset();
    await fill(password, confirmation);
    expect(await screen.findByText('Semua field harus diisi!')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses two different passwords without sending', async () => {
    const { calls } = fakeBff({});
    showReset();
    await fill('baru12345', 'baru54321');
    expect(await screen.findByText('Password tidak cocok!')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the new password with the token of the link and goes to the login', async () => {
    const { calls } = fakeBff({ 'POST /bff/api/password/reset-password/tok123': { status: 200, body: { message: 'ok' } } });
    showReset();
    await fill('baru12345', 'baru12345');
    expect(await screen.findByText('Password berhasil diubah!')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ password: 'baru12345' });
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
  });
});

describe('ResendVerificationPage', () => {
  it('asks for a new verification link for the e-mail, says so without telling whether it has an account, and goes to the login', async () => {
    const { calls } = fakeBff({ 'POST /bff/api/register/buyer/resend-verification': { status: 200, body: { message: 'ok' } } });
    renderWithShell(<ResendVerificationPage />, { route: '/register/resend-verification', toasts: true });
    await userEvent.type(screen.getByLabelText('Email'), ' budi@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Tautan Verifikasi' }));
    expect(await screen.findByText('Jika email terdaftar dan belum diverifikasi, tautan verifikasi baru telah dikirim.')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ email: 'budi@example.com' });
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
  });

  it('refuses an empty e-mail without sending anything', async () => {
    const { calls } = fakeBff({});
    renderWithShell(<ResendVerificationPage />, { route: '/register/resend-verification', toasts: true });
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Tautan Verifikasi' }));
    expect(await screen.findByText('Email tidak boleh kosong!')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
