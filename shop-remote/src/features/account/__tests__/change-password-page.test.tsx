import { useSession } from '@pcb/shared-ui';
import { fakeBff, renderWithShell, type FakeAnswer } from '@pcb/shared-ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordPage } from '../components/change-password-page';

const CHANGE = 'POST /bff/api/password/change-password';

function showChangePassword(answer: FakeAnswer | 'network-error' = { status: 200, body: { message: 'Password updated' } }) {
  const bff = fakeBff({ [CHANGE]: answer, 'POST /bff/logout': { status: 200, body: {} } });
  renderWithShell(<ChangePasswordPage />, { route: '/change-password', toasts: true });
  return bff;
}

async function fill(oldPassword: string, newPassword: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText(/^Password Lama/), oldPassword);
  await userEvent.type(screen.getByLabelText(/^Password Baru/), newPassword);
  await userEvent.type(screen.getByLabelText(/^Konfirmasi Password Baru/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));
}

beforeEach(() => act(() => useSession.setState({ checked: true, user: { username: 'budi', exp: 2e9 } })));

describe('ChangePasswordPage', () => {
  it('shows and hides each password', async () => {
    showChangePassword();
    for (const label of ['Password Lama', 'Password Baru', 'Konfirmasi Password Baru']) {
      const input = screen.getByLabelText(new RegExp(`^${label}`));
      expect(input).toHaveAttribute('type', 'password');
      await userEvent.click(screen.getByRole('button', { name: `Tampilkan ${label}` }));
      expect(input).toHaveAttribute('type', 'text');
      await userEvent.click(screen.getByRole('button', { name: `Sembunyikan ${label}` }));
      expect(input).toHaveAttribute('type', 'password');
    }
  });

  it('refuses a confirmation that differs, without sending', async () => {
    const { callsTo } = showChangePassword();
    await fill('Lama#123', 'Baru#1234', 'Beda#1234');
    expect(await screen.findByText('Password baru dan konfirmasi password tidak cocok!')).toBeInTheDocument();
    expect(callsTo('POST', '/bff/api/password/change-password')).toHaveLength(0);
  });

  it('sends old and new password, says so, ends the session and goes to the login page', async () => {
    const { callsTo } = showChangePassword();
    await fill('Lama#123', 'Baru#1234', 'Baru#1234');
    expect(await screen.findByText('Password berhasil di ubah, silahkan login kembali!')).toBeInTheDocument();
    expect(callsTo('POST', '/bff/api/password/change-password')[0].body).toEqual({ oldPassword: 'Lama#123', newPassword: 'Baru#1234' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(callsTo('POST', '/bff/logout')).toHaveLength(1);
    expect(useSession.getState().user).toBeNull();
  });

  it.each([
    ['the server message', { status: 400, body: { message: 'Password lama salah!' } }, 'Password lama salah!'],
    [
      'Gagal mengubah password. without one',
      { status: 400, body: {}, offContract: "the spec's text for a failure without a message" },
      'Gagal mengubah password.',
    ],
    ['Tidak ada response dari server. without an answer', 'network-error', 'Tidak ada response dari server.'],
  ] as const)('shows %s', async (_case, answer, text) => {
    showChangePassword(answer as FakeAnswer | 'network-error');
    await fill('Lama#123', 'Baru#1234', 'Baru#1234');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(useSession.getState().user).not.toBeNull();
  });

  it('shows Terjadi kesalahan. for anything else', async () => {
    // An answer whose body cannot be read: the failure is no API answer at all.
    globalThis.fetch = jest.fn(async () => ({
      status: 200,
      ok: true,
      headers: { get: () => null },
      text: () => Promise.reject(new Error('rusak')),
    })) as unknown as typeof fetch;
    renderWithShell(<ChangePasswordPage />, { route: '/change-password', toasts: true });
    await fill('Lama#123', 'Baru#1234', 'Baru#1234');
    expect(await screen.findByText('Terjadi kesalahan.')).toBeInTheDocument();
  });
});
