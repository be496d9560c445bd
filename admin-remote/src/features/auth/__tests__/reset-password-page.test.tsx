import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@pcb/shared-ui';
import { fakeBff, renderWithShell } from '@pcb/shared-ui/testing';
import { ResetPasswordPage } from '../components/reset-password-page';

const CHANGE = 'POST /bff/admin/api/admin/password/change-password';
const BUYER = { username: 'budi', exp: 4102444800 };
/** After the admin logout the BFF still knows the buyer. */
const SESSION_AFTER_LOGOUT = { status: 200, body: { user: BUYER, admin: null, message: {} } };
type Handlers = Parameters<typeof fakeBff>[0];

function show(answer: Handlers[string] = { status: 200, body: { message: 'Password berhasil diubah.' } }) {
  const fake = fakeBff({ [CHANGE]: answer, 'POST /bff/admin/logout': { status: 204 }, 'GET /bff/session': SESSION_AFTER_LOGOUT });
  renderWithShell(<ResetPasswordPage />, { route: '/admin/reset-password', toasts: true });
  return fake;
}

async function change(oldPassword: string, newPassword: string, confirmation = newPassword) {
  await userEvent.type(screen.getByLabelText(/^Password Lama/), oldPassword);
  await userEvent.type(screen.getByLabelText(/^Password Baru/), newPassword);
  await userEvent.type(screen.getByLabelText(/^Konfirmasi Password Baru/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));
}

describe('the admin reset password screen', () => {
  beforeEach(() => act(() => useSession.setState({ checked: true, user: BUYER, admin: { exp: 4102444800 } })));

  it('asks for the old, new and confirmed password, each hidden', () => {
    show();
    for (const label of [/^Password Lama/, /^Password Baru/, /^Konfirmasi Password Baru/])
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
  });

  it('refuses a confirmation that differs from the new password', async () => {
    const { calls } = show();
    await change('Admin#12345', 'Baru#12345', 'Lain#12345');
    expect(await screen.findByText('Password baru dan konfirmasi password tidak cocok!')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("signs the admin out after a change, and leaves the buyer's session alone", async () => {
    const { callsTo } = show();
    await change('Admin#12345', 'Baru#12345');
    expect(await screen.findByText('Password berhasil di ubah, silahkan login kembali!')).toBeInTheDocument();
    expect(callsTo('POST', '/bff/admin/api/admin/password/change-password')[0].body).toEqual({ oldPassword: 'Admin#12345', newPassword: 'Baru#12345' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin-login'));
    expect(callsTo('POST', '/bff/admin/logout')).toHaveLength(1);
    expect(callsTo('POST', '/bff/logout')).toHaveLength(0);
    expect(useSession.getState().admin).toBeNull();
    await waitFor(() => expect(callsTo('GET', '/bff/session')).toHaveLength(1));
    expect(useSession.getState().user).toEqual(BUYER);
  });

  it('shows each message of a server errors list', async () => {
    show({ status: 400, body: { message: 'Validation failed', errors: [{ msg: 'Password baru harus memiliki setidaknya 12 karakter.' }, { msg: 'Kedua' }] } });
    await change('Admin#12345', 'abc');
    expect(await screen.findByText('Password baru harus memiliki setidaknya 12 karakter.')).toBeInTheDocument();
    expect(await screen.findByText('Kedua')).toBeInTheDocument();
  });

  it.each([
    ["the server's message", { status: 400, body: { message: 'Password lama salah.' } }, 'Password lama salah.'],
    [
      'Gagal mengubah password. without one',
      { status: 400, body: {}, offContract: "the spec's text for a failure without a message" },
      'Gagal mengubah password.',
    ],
    ['Tidak ada response dari server. without an answer', 'network-error' as const, 'Tidak ada response dari server.'],
  ])('shows %s', async (_case, answer, text) => {
    show(answer);
    await change('Salah#12345', 'Baru#12345');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(useSession.getState().admin).not.toBeNull();
  });

  it('stops without an admin session', async () => {
    const { calls } = show();
    act(() => useSession.setState({ admin: null }));
    await change('Admin#12345', 'Baru#12345');
    expect(await screen.findByText('Kamu tidak terountetikasi, silahkan login kembali!')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
