import { fakeBff, renderWithShell } from '@pcb/shared-ui/testing';
import { screen } from '@testing-library/react';
import { VerifyEmailPage } from '../components/verify-email-page';

function showVerification(token: string, answer: Parameters<typeof fakeBff>[0][string]) {
  const bff = fakeBff({ [`POST /bff/api/register/buyer/verify/${token}`]: answer });
  renderWithShell(<VerifyEmailPage />, { route: `/register/verify/${token}`, path: '/register/verify/:token' });
  return bff;
}

describe('/register/verify/{token}', () => {
  it('sends the token once, says the e-mail is verified and offers the login', async () => {
    const { calls } = showVerification('tok.en.one', { status: 200, body: { message: 'Email verified successfully!' } });
    expect(screen.getByText('Memverifikasi email Anda...')).toBeInTheDocument();
    expect(await screen.findByText('Email Anda berhasil diverifikasi. Silakan login.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /bff/api/register/buyer/verify/tok.en.one']);
    expect(document.title).toBe('PCB Polibatam | Verifikasi Email');
  });

  it('says the link is invalid or expired when the server refuses the token, and offers the login and a new link', async () => {
    showVerification('tok.en.two', { status: 400, body: { message: 'Invalid or expired token!' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tautan verifikasi tidak valid atau sudah kadaluarsa.');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kirim ulang verifikasi' })).toHaveAttribute('href', '/register/resend-verification');
  });

  it('offers no new link once the e-mail is verified', async () => {
    showVerification('tok.en.three', { status: 200, body: { message: 'Email verified successfully!' } });
    await screen.findByText('Email Anda berhasil diverifikasi. Silakan login.');
    expect(screen.queryByRole('link', { name: 'Kirim ulang verifikasi' })).not.toBeInTheDocument();
  });
});
