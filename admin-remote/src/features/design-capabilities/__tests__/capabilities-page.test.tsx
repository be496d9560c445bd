import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_DESIGN_CAPABILITIES } from '@pcb/contract/domain';
import { fakeBff, renderWithShell } from '@pcb/shared-ui/testing';
import { signInAdmin } from '../../../testing/fixtures';
import { CapabilitiesPage } from '../components/capabilities-page';

const READ = 'GET /bff/api/design-capabilities';
const SAVE = 'PUT /bff/admin/api/admin/design-capabilities';

function showPage(saveAnswer = { status: 200, body: { ...DEFAULT_DESIGN_CAPABILITIES, min_track_mm: 0.15 } }) {
  const bff = fakeBff({ [READ]: { status: 200, body: DEFAULT_DESIGN_CAPABILITIES }, [SAVE]: saveAnswer });
  renderWithShell(<CapabilitiesPage />, { route: '/admin/kemampuan-produksi', path: '/admin/kemampuan-produksi', toasts: true });
  return bff;
}

const field = (name: string) => screen.findByRole('textbox', { name });

describe('/admin/kemampuan-produksi', () => {
  beforeEach(signInAdmin);

  it("shows the centre's capabilities as saved, with the Indonesian comma", async () => {
    showPage();
    expect(await field('Lebar jalur terkecil (mm)')).toHaveValue('0,2');
    expect(await field('Ukuran bor terbesar (mm)')).toHaveValue('6,3');
    expect(await field('Lebar papan terbesar (mm)')).toHaveValue('300');
    expect(await field('Jumlah lapisan tembaga yang dibuat')).toHaveValue('1, 2, 4');
  });

  it('saves what the admin typed and says so', async () => {
    const bff = showPage();
    const track = await field('Lebar jalur terkecil (mm)');
    await userEvent.clear(track);
    await userEvent.type(track, '0,15');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Kemampuan produksi berhasil disimpan.')).toBeInTheDocument();
    expect(bff.callsTo('PUT', '/bff/admin/api/admin/design-capabilities')[0].body).toMatchObject({ min_track_mm: '0,15', layer_counts: '1, 2, 4' });
  });

  it('keeps a wrong entry from the server and names the problem at each field', async () => {
    const bff = showPage();
    const largest = await field('Ukuran bor terbesar (mm)');
    await userEvent.clear(largest);
    await userEvent.type(largest, '0,2');
    const layers = await field('Jumlah lapisan tembaga yang dibuat');
    await userEvent.clear(layers);
    await userEvent.type(layers, 'dua');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    // At its field, and the first problem in the toast too.
    expect(await screen.findAllByText('Ukuran bor terbesar harus lebih besar dari ukuran bor terkecil.')).toHaveLength(2);
    expect(screen.getByText(/^Jumlah lapisan tembaga harus bilangan bulat dari 1 sampai 32/)).toBeInTheDocument();
    expect(largest).toHaveAttribute('aria-invalid', 'true');
    expect(layers).toHaveAttribute('aria-invalid', 'true');
    expect(bff.callsTo('PUT', '/bff/admin/api/admin/design-capabilities')).toHaveLength(0);
  });

  it("shows the server's reasons when it refuses", async () => {
    showPage({ status: 400, body: { message: 'Lebar jalur terkecil wajib diisi.', errors: [{ msg: 'Lebar jalur terkecil wajib diisi.' }] } } as never);
    await field('Lebar jalur terkecil (mm)');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Lebar jalur terkecil wajib diisi.')).toBeInTheDocument();
  });
});
