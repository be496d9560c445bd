import type { Account, Area } from '@pcb/contract';
import { useSession } from '@pcb/shared-ui';
import { fakeBff, renderWithShell, type FakeAnswer } from '@pcb/shared-ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAccount } from '../../../testing/account';
import { ProfilePage } from '../components/profile-page';
import { ProfileSettingsPage } from '../components/profile-settings-page';

const list = (data: Area[]): FakeAnswer => ({ status: 200, body: { success: true, data } });
const LOOKUPS = {
  'GET /bff/api/service/raja-ongkir/provinces': list([
    { id: '21', name: 'KEPULAUAN RIAU' },
    { id: '31', name: 'DKI JAKARTA' },
  ]),
  'GET /bff/api/service/raja-ongkir/cities': ({ url }: { url: string }) =>
    url.includes('province_id=21') ? list([{ id: '21.71', name: 'KOTA BATAM' }]) : list([{ id: '31.71', name: 'KOTA JAKARTA PUSAT' }]),
  'GET /bff/api/service/raja-ongkir/district': ({ url }: { url: string }) =>
    url.includes('city_id=21.71') ? list([{ id: '21.71.10', name: 'BATAM KOTA' }]) : list([{ id: '31.71.01', name: 'GAMBIR' }]),
  'GET /bff/api/service/raja-ongkir/sub-district': ({ url }: { url: string }) =>
    url.includes('district_id=21.71.10') ? list([{ id: '21.71.10.1001', name: 'BALOI PERMAI' }]) : list([{ id: '31.71.01.1001', name: 'GAMBIR' }]),
};

function showSettings(
  account: Account = anAccount(),
  update: FakeAnswer | 'network-error' = { status: 200, body: { message: 'ok', data: account } },
  route = '/user/profileSettings',
) {
  const bff = fakeBff({ 'GET /bff/api/account': { status: 200, body: account }, 'PUT /bff/api/account/update-profile': update, ...LOOKUPS });
  renderWithShell(<ProfileSettingsPage />, { route, toasts: true });
  return bff;
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
/** Waits until the select has loaded its choices and shows `value`. */
const shows = (name: string, value: string) => waitFor(() => expect(select(name).value).toBe(value));

const createObjectURL = jest.fn(() => 'blob:preview');
// jsdom draws no pictures: the preview's address is all there is to see.
beforeAll(() => Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() }));
beforeEach(() => act(() => useSession.setState({ checked: true, user: { username: 'budi', exp: 2e9 } })));

describe('ProfilePage', () => {
  it('shows the profile read only: username, name, gender, birthday, phone, e-mail, address names and picture', async () => {
    fakeBff({ 'GET /bff/api/account': { status: 200, body: anAccount({ profile_picture_url: 'profile-picture/budi.png' }) } });
    renderWithShell(<ProfilePage />, { route: '/user' });
    for (const text of [
      'budi',
      'Budi Santoso',
      'Laki-laki',
      '07-04-1999',
      '081234567890',
      'budi@example.com',
      'Jl. Ahmad Yani No. 1',
      'BALOI PERMAI',
      'BATAM KOTA',
      'KOTA BATAM',
      'KEPULAUAN RIAU',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: 'Foto profil budi' })).toHaveAttribute('src', '/bff/files/profile-picture/budi.png');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/user/profileSettings');
  });
});

describe('ProfileSettingsPage', () => {
  it('fills the form with the saved profile and address; username and e-mail are read only', async () => {
    showSettings();
    expect(await screen.findByRole('textbox', { name: 'Nama' })).toHaveValue('Budi Santoso');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await shows('Kelurahan/Desa', '21.71.10.1001');
    expect(select('Provinsi').value).toBe('21');
    expect(select('Jenis Kelamin').value).toBe('Laki-laki');
  });

  it('offers the genders Laki-laki and Perempuan', async () => {
    showSettings();
    await screen.findByRole('textbox', { name: 'Nama' });
    expect([...select('Jenis Kelamin').options].map((o) => o.value).filter(Boolean)).toEqual(['Laki-laki', 'Perempuan']);
  });

  it('clears city, district and sub-district when the province changes, then loads the new cities', async () => {
    showSettings();
    await shows('Kelurahan/Desa', '21.71.10.1001');
    await userEvent.selectOptions(select('Provinsi'), '31');
    expect(select('Kota/Kabupaten').value).toBe('');
    expect(select('Kecamatan').value).toBe('');
    expect(select('Kelurahan/Desa').value).toBe('');
    expect(await screen.findByRole('option', { name: 'KOTA JAKARTA PUSAT' })).toBeInTheDocument();
  });

  it('clears only the levels below the one that changed', async () => {
    showSettings();
    await shows('Kelurahan/Desa', '21.71.10.1001');
    await userEvent.selectOptions(select('Kota/Kabupaten'), '');
    expect(select('Provinsi').value).toBe('21');
    expect(select('Kecamatan').value).toBe('');
    expect(select('Kelurahan/Desa').value).toBe('');
  });

  it('asks inline to complete each empty field', async () => {
    showSettings(anAccount({ name: null, phone: null, address: null }));
    expect(await screen.findByText('Silakan lengkapi nama.')).toBeInTheDocument();
    expect(screen.getByText('Silakan lengkapi no. telepon.')).toBeInTheDocument();
    expect(screen.getByText('Silakan lengkapi provinsi.')).toBeInTheDocument();
    expect(screen.getByText('Silakan lengkapi kelurahan/desa.')).toBeInTheDocument();
    expect(screen.queryByText('Silakan lengkapi jenis kelamin.')).not.toBeInTheDocument();
  });

  it('refuses to send with a field empty: All fields are required.', async () => {
    const { callsTo } = showSettings();
    await shows('Kelurahan/Desa', '21.71.10.1001');
    await userEvent.selectOptions(select('Kecamatan'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('All fields are required.')).toBeInTheDocument();
    expect(callsTo('PUT', '/bff/api/account/update-profile')).toHaveLength(0);
  });

  it('sends the fields, the address with every id and name, and the picture; then says so', async () => {
    const { callsTo } = showSettings();
    await shows('Kelurahan/Desa', '21.71.10.1001');
    await userEvent.selectOptions(select('Provinsi'), '31');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Kota/Kabupaten' }),
      await screen.findByRole('option', { name: 'KOTA JAKARTA PUSAT' }),
    );
    await userEvent.selectOptions(select('Kecamatan'), await screen.findByRole('option', { name: 'GAMBIR' }));
    await userEvent.selectOptions(select('Kelurahan/Desa'), await screen.findByRole('option', { name: /GAMBIR/, selected: false }));
    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Foto Profil'), picture);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Account settings updated successfully.')).toBeInTheDocument();
    const body = callsTo('PUT', '/bff/api/account/update-profile')[0].body as FormData;
    expect(body.get('name')).toBe('Budi Santoso');
    expect(body.get('birthday')).toBe('1999-04-07');
    expect(body.get('profile_picture')).toBe(picture);
    expect(JSON.parse(String(body.get('address')))).toEqual({
      detail_address: 'Jl. Ahmad Yani No. 1',
      province: '31',
      province_name: 'DKI JAKARTA',
      city: '31.71',
      city_name: 'KOTA JAKARTA PUSAT',
      district: '31.71.01',
      district_name: 'GAMBIR',
      sub_district: '31.71.01.1001',
      sub_district_name: 'GAMBIR',
    });
  });

  describe('asked from the checkout (?kembali=)', () => {
    const FROM_CHECKOUT = `/user/profileSettings?kembali=${encodeURIComponent('/checkout?custom=abc')}`;

    it('asks only what shipping needs, sends no gender or birth date, and returns to the checkout', async () => {
      const { callsTo } = showSettings(anAccount({ gender: null, birthday: null }), undefined, FROM_CHECKOUT);
      await shows('Kelurahan/Desa', '21.71.10.1001');
      expect(screen.queryByLabelText(/Jenis Kelamin/)).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/Tanggal Lahir/)).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Simpan dan Kembali ke Checkout' }));
      expect(await screen.findByText('Account settings updated successfully.')).toBeInTheDocument();
      const body = callsTo('PUT', '/bff/api/account/update-profile')[0].body as FormData;
      expect(body.get('name')).toBe('Budi Santoso');
      expect(body.has('gender')).toBe(false);
      expect(body.has('birthday')).toBe(false);
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout?custom=abc'));
    });

    it('says in Indonesian what is missing for shipping, and sends nothing', async () => {
      const { callsTo } = showSettings(anAccount({ phone: null }), undefined, FROM_CHECKOUT);
      await shows('Kelurahan/Desa', '21.71.10.1001');
      await userEvent.click(screen.getByRole('button', { name: 'Simpan dan Kembali ke Checkout' }));
      expect(await screen.findByText('Semua data pengiriman wajib diisi.')).toBeInTheDocument();
      expect(callsTo('PUT', '/bff/api/account/update-profile')).toHaveLength(0);
    });

    it('follows back only a checkout address', async () => {
      showSettings(anAccount(), undefined, `/user/profileSettings?kembali=${encodeURIComponent('https://evil.example/checkout')}`);
      await shows('Kelurahan/Desa', '21.71.10.1001');
      expect(screen.getByLabelText(/Jenis Kelamin/)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/user$/));
    });
  });

  it('previews the chosen picture', async () => {
    showSettings();
    await userEvent.upload(await screen.findByLabelText('Foto Profil'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Pratinjau Foto Profil' })).toHaveAttribute('src', 'blob:preview');
  });

  it.each([
    [
      {
        status: 400,
        body: { message: 'Validation failed', errors: [{ msg: 'Nama harus terdiri dari minimal 3 karakter!' }, { msg: 'Nomor telepon tidak valid!' }] },
      },
      'Nama harus terdiri dari minimal 3 karakter! | Nomor telepon tidak valid!',
    ],
    [{ status: 500, body: { message: 'boom' } }, 'Server error. Please try again later.'],
    ['network-error', 'Network error. Please check your internet connection.'],
  ] as const)('shows the failure of the update (%#)', async (answer, text) => {
    showSettings(anAccount(), answer as FakeAnswer | 'network-error');
    await shows('Kelurahan/Desa', '21.71.10.1001');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
