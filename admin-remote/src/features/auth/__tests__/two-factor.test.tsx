import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@pcb/shared-ui';
import { fakeBff } from '@pcb/shared-ui/testing';
import { renderAdminAt } from '../../../app/__tests__/render-admin';

const EXP = 4102444800;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>';
const CODES = ['ABCDE-FGHJK', 'MNPQR-STVWX'];
const signedInAs = (admin: { exp: number; stage?: 'two-factor' | 'enrol' } | null) =>
  act(() => useSession.setState({ checked: true, user: null, admin, message: {} }));

describe("the admin sign-in's second step", () => {
  it('asks for the code after the password, and goes on with the full session it opens', async () => {
    signedInAs({ exp: EXP, stage: 'two-factor' });
    const { callsTo } = fakeBff({ 'POST /bff/admin/login/two-factor': { status: 200, body: { message: 'Login successful', admin: { exp: EXP } } } });
    renderAdminAt('/admin-login');
    expect(await screen.findByRole('heading', { name: 'Verifikasi Dua Langkah' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Kode verifikasi/), ' 123456 ');
    await userEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/dashboard'));
    expect(callsTo('POST', '/bff/admin/login/two-factor')[0].body).toEqual({ code: '123456' });
  });

  it("shows the server's message for a wrong code and stays", async () => {
    signedInAs({ exp: EXP, stage: 'two-factor' });
    fakeBff({ 'POST /bff/admin/login/two-factor': { status: 401, body: { message: 'Kode verifikasi salah atau sudah dipakai.' } } });
    renderAdminAt('/admin-login');
    await userEvent.type(await screen.findByLabelText(/Kode verifikasi/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('Kode verifikasi salah atau sudah dipakai.')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/admin-login');
  });

  it('sends a back-office address awaiting its code back to the login screen', async () => {
    signedInAs({ exp: EXP, stage: 'two-factor' });
    fakeBff({});
    renderAdminAt('/admin/transaksi');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin-login'));
  });
});

describe('setting two-factor sign-in up', () => {
  function serve() {
    return fakeBff({
      'GET /bff/admin/api/admin/two-factor': { status: 200, body: { enabled: false, required: true, recoveryCodesLeft: 0 } },
      'POST /bff/admin/api/admin/two-factor/setup': { status: 200, body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrSvg: SVG } },
      'POST /bff/admin/two-factor/enable': { status: 200, body: { message: 'Verifikasi dua langkah telah aktif.', recoveryCodes: CODES, admin: { exp: EXP } } },
    });
  }

  it('keeps an admin who must set it up on the account page until it is on', async () => {
    signedInAs({ exp: EXP, stage: 'enrol' });
    serve();
    renderAdminAt('/admin/dashboard');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/keamanan-akun'));
    expect(await screen.findByText(/Akun admin wajib memakai verifikasi dua langkah/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sesi Login' })).toBeNull();
  });

  it('shows the QR code and the key, turns it on with a code, and shows the recovery codes once', async () => {
    signedInAs({ exp: EXP, stage: 'enrol' });
    const { callsTo } = serve();
    renderAdminAt('/admin/keamanan-akun');
    await userEvent.click(await screen.findByRole('button', { name: 'Aktifkan verifikasi dua langkah' }));
    const qr = await screen.findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Kode verifikasi/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Aktifkan' }));
    expect(await screen.findByRole('list', { name: 'Kode pemulihan' })).toHaveTextContent('ABCDE-FGHJK');
    expect(callsTo('POST', '/bff/admin/two-factor/enable')[0].body).toEqual({ code: '654321' });
    expect(useSession.getState().admin).toEqual({ exp: EXP });
  });
});

describe('two-factor sign-in that is on', () => {
  it('renews the recovery codes with a code and shows the new ones once', async () => {
    signedInAs({ exp: EXP });
    const { callsTo } = fakeBff({
      'GET /bff/admin/api/admin/two-factor': { status: 200, body: { enabled: true, required: true, recoveryCodesLeft: 2 } },
      'GET /bff/admin/api/admin/account/sessions': { status: 200, body: [] },
      'POST /bff/admin/api/admin/two-factor/recovery-codes': { status: 200, body: { message: 'Kode pemulihan baru telah dibuat.', recoveryCodes: CODES } },
    });
    renderAdminAt('/admin/keamanan-akun');
    expect(await screen.findByText('Verifikasi dua langkah aktif. Sisa kode pemulihan: 2.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Matikan verifikasi dua langkah' })).toBeNull();
    await userEvent.type(screen.getByLabelText(/Kode verifikasi untuk kode pemulihan baru/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Buat kode pemulihan baru' }));
    expect(await screen.findByRole('list', { name: 'Kode pemulihan' })).toHaveTextContent('MNPQR-STVWX');
    expect(callsTo('POST', '/bff/admin/api/admin/two-factor/recovery-codes')[0].body).toEqual({ code: '123456' });
  });
});
