import { fieldTitle, PROTOTYPE_OPTION_GROUPS, requiredPrototypeFields, type PrototypeField } from '@pcb/contract/domain';
import { useSession } from '@pcb/shared-ui';
import { fakeBff, renderWithShell } from '@pcb/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPrototypeRequest } from '../../../testing/custom-requests';
import { PROTOTYPE_CATALOGUE } from '../../../testing/option-catalogue';
import { PrototypeFormPage } from '../components/prototype-form-page';
import { SUBMIT_TEXTS } from '../texts';

const CREATE = 'POST /bff/api/costom-prototype/request-costom';

function showForm(create: Parameters<typeof fakeBff>[0][string] = { status: 201, body: { message: 'ok', data: aPrototypeRequest() } }) {
  const bff = fakeBff({ 'GET /bff/api/costom-prototype': { status: 200, body: PROTOTYPE_CATALOGUE }, [CREATE]: create });
  renderWithShell(<PrototypeFormPage />, { route: '/custom-prototype', toasts: true });
  return bff;
}

/** A field by its title (a required one's label ends with the `*` indicator). */
const titled = (title: string) => new RegExp(`^${title}\\s*\\*?$`);
const field = (title: string) => screen.queryByLabelText(titled(title));
const choose = (title: string, option: string) => userEvent.selectOptions(screen.getByLabelText(titled(title)), option);
const total = () => screen.getByTestId('price-total');

/** The first item the test catalogue offers for a field. */
const firstOption = (field: PrototypeField) => PROTOTYPE_CATALOGUE.find((group) => group.type === PROTOTYPE_OPTION_GROUPS[field])!.data[0].type;

/** Every field a Single Piece, 2 Layer board requires at its first option, but 100 mm long: Rp. 129.000 in the test catalogue. */
const SINGLE_PIECE: Partial<Record<PrototypeField, string>> = {
  ...Object.fromEntries(
    requiredPrototypeFields({ board_type: 'Single Piece', layer: '2 Layer' }).map(({ field }) => [field, firstOption(field as PrototypeField)]),
  ),
  layer: '2 Layer',
  length: '100 mm',
};

async function fillSinglePiece() {
  for (const [field, option] of Object.entries(SINGLE_PIECE)) await choose(fieldTitle(field), option!);
}

describe('the prototype form', () => {
  beforeEach(() => act(() => useSession.setState({ checked: true, user: { username: 'budi', exp: 2e9 } })));

  it('offers every option of a group with its cost', async () => {
    showForm();
    const boardType = await screen.findByLabelText(/^Board Type/);
    expect(
      within(boardType)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pilih Board Type', 'Single Piece (+Rp. 35.000)', 'Panel by Customer', 'Panel by Polibatam (+Rp. 15.000)']);
  });

  it('shows the panel section for Panel by Polibatam, X Out only for Panel by Customer, nothing extra for Single Piece', async () => {
    showForm();
    await screen.findByLabelText(/^Board Type/);
    await choose('Board Type', 'Single Piece');
    for (const title of ['Panel Requirement', 'Notes', 'Route Process', 'X Out']) expect(field(title)).toBeNull();
    await choose('Board Type', 'Panel by Polibatam');
    for (const title of ['Panel Requirement', 'Notes', 'Route Process']) expect(field(title)).toBeRequired();
    expect(field('X Out')).toBeNull();
    await choose('Board Type', 'Panel by Customer');
    expect(field('X Out')).toBeRequired();
    expect(field('Route Process')).toBeNull();
  });

  it('asks for copper layer, solder mask position and silkscreen position on a 1 Layer board', async () => {
    showForm();
    await screen.findByLabelText(/^Layer/);
    expect(field('Copper Layer')).toBeNull();
    await choose('Layer', '1 Layer');
    for (const title of ['Copper Layer', 'Solder Mask Position', 'Silkscreen Position']) expect(field(title)).toBeRequired();
  });

  it('prices each chosen option in Kalkulasi Harga and drops a hidden section’s cost', async () => {
    showForm();
    await screen.findByLabelText(/^Board Type/);
    await choose('Board Type', 'Panel by Polibatam');
    await choose('Route Process', 'Tab-Route');
    await choose('Layer', '2 Layer');
    const panel = screen.getByRole('complementary', { name: 'Kalkulasi Harga' });
    expect(within(panel).getByText('Board Type: Panel by Polibatam')).toBeInTheDocument();
    expect(within(panel).getByText('Route Process: Tab-Route')).toBeInTheDocument();
    // The defaults' Quantity 5 pcs and FR-4 add Rp. 45.000 to the board type, route and layer.
    expect(total()).toHaveTextContent('Rp. 108.000');
    await choose('Board Type', 'Single Piece');
    expect(within(panel).queryByText(/Route Process/)).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('Rp. 120.000');
    expect(within(panel).getByText(/harga final dikonfirmasi admin saat review/)).toBeInTheDocument();
  });

  it('writes each choice in Kalkulasi Harga exactly as the catalogue does', async () => {
    showForm();
    await screen.findByLabelText(/^Board Type/);
    await choose('Width', '100 mm');
    const line = within(screen.getByRole('complementary', { name: 'Kalkulasi Harga' })).getByText('Width: 100 mm');
    expect(getComputedStyle(line).textTransform).not.toBe('capitalize');
  });

  it('starts a new request from the standard prototype choices the catalogue offers, leaving the size blank', async () => {
    showForm();
    expect(await screen.findByLabelText(titled('Board Type'))).toHaveValue('Single Piece');
    for (const [title, choice] of [
      ['Quantity', '5 pcs'],
      ['Layer', '2 Layer'],
      ['Material', 'FR-4'],
      ['Min Track', '10 mil'],
      ['Min Hole', '0.4 mm'],
      ['Solder Mask', 'Green'],
    ])
      expect(field(title)).toHaveValue(choice);
    // The test catalogue sells neither "Lead Free" nor "1 oz CU": those stay for the buyer to choose.
    for (const title of ['Width', 'Length', 'Surface Finish', 'Finish Copper']) expect(field(title)).toHaveValue('');
  });

  it('marks every blank required choice in place at once, focuses the first and names it in one toast, sending nothing', async () => {
    const { callsTo } = showForm();
    await screen.findByLabelText(/^Board Type/);
    expect(screen.queryByText(SUBMIT_TEXTS.missing)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Ke Keranjang' }));
    expect(await screen.findByText('Mohon pilih "width"!')).toBeInTheDocument();
    expect(screen.getAllByText(SUBMIT_TEXTS.missing)).toHaveLength(4);
    for (const title of ['Width', 'Length', 'Surface Finish', 'Finish Copper']) expect(field(title)).toBeInvalid();
    expect(field('Board Type')).toBeValid();
    expect(field('Width')).toHaveFocus();
    await choose('Width', '50 mm');
    expect(field('Width')).toBeValid();
    expect(screen.getAllByText(SUBMIT_TEXTS.missing)).toHaveLength(3);
    expect(callsTo('POST', '/bff/api/costom-prototype/request-costom')).toHaveLength(0);
  });

  it('keeps the running total next to the submit, for a phone where the panel is far below', async () => {
    showForm();
    await screen.findByLabelText(/^Board Type/);
    await choose('Width', '100 mm');
    expect(screen.getByText('Total Rp. 126.000')).toBeInTheDocument();
    expect(total()).toHaveTextContent('Rp. 126.000');
  });

  it('asks a signed-out buyer to log in first', async () => {
    const { callsTo } = showForm();
    await screen.findByLabelText(/^Board Type/);
    act(() => useSession.setState({ user: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Ke Keranjang' }));
    expect(await screen.findByText('Akses tidak diizinkan')).toBeInTheDocument();
    expect(screen.getByText('Silakan login terlebih dahulu.')).toBeInTheDocument();
    expect(callsTo('POST', '/bff/api/costom-prototype/request-costom')).toHaveLength(0);
  });

  it('sends the shown fields with the total, says so and opens the custom cart', async () => {
    const { callsTo } = showForm();
    await screen.findByLabelText(/^Board Type/);
    await choose('Board Type', 'Panel by Polibatam');
    await choose('Route Process', 'V-Cut');
    await fillSinglePiece();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Ke Keranjang' }));
    expect(await screen.findByText('Data berhasil dikirim')).toBeInTheDocument();
    const body = callsTo('POST', '/bff/api/costom-prototype/request-costom')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ board_type: 'Single Piece', width: '50 mm', layer: '2 Layer', total_cost: 129000 });
    expect(body).not.toHaveProperty('route_process');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/keranjang/costom-product'));
  });

  it.each([
    [{ status: 500, body: { message: 'boom' } }, 'Terjadi kesalahan server. Silakan coba lagi nanti.'],
    [{ status: 400, body: { message: 'Validation failed', errors: [{ msg: 'Pilihan "width" tidak valid!' }] } }, 'Pilihan "width" tidak valid!'],
    ['network-error' as const, 'Gagal mengirim data. Periksa koneksi Anda.'],
  ])('shows the §8 text for a failed submit', async (answer, text) => {
    showForm(answer);
    await screen.findByLabelText(/^Board Type/);
    await fillSinglePiece();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Ke Keranjang' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/custom-prototype');
  });

  describe('editing a draft (?edit={id})', () => {
    const draft = aPrototypeRequest(SINGLE_PIECE);
    const UPDATE = `PUT /bff/api/costom-prototype/${draft._id}/request-costom`;
    function showDraft(requests: unknown[] = [draft]) {
      const bff = fakeBff({
        'GET /bff/api/costom-prototype': { status: 200, body: PROTOTYPE_CATALOGUE },
        'GET /bff/api/costom-prototype/api/transaksi': { status: 200, body: requests },
        'GET /bff/api/costom-assembly/api/transaksi': { status: 200, body: [] },
        [UPDATE]: { status: 200, body: { message: 'ok', data: draft } },
        'GET /bff/api/download/prototype-design/kept-board.zip': { status: 200, body: 'PK' },
      });
      renderWithShell(<PrototypeFormPage />, { route: `/custom-prototype?edit=${draft._id}`, toasts: true });
      return bff;
    }

    it('fills the form with the draft and prices it as saved', async () => {
      showDraft();
      expect(await screen.findByLabelText(titled('Board Type'))).toHaveValue('Single Piece');
      expect(field('Min Track')).toHaveValue('10 mil');
      expect(total()).toHaveTextContent('Rp. 129.000');
    });

    it('saves the changed draft in place, says so and opens the custom cart', async () => {
      const { callsTo } = showDraft();
      await screen.findByLabelText(titled('Board Type'));
      await choose('Layer', '1 Layer');
      await choose('Copper Layer', 'Top Layer');
      await choose('Solder Mask Position', 'Top');
      await choose('Silkscreen Position', 'Top');
      await userEvent.click(screen.getByRole('button', { name: 'Simpan Ke Keranjang' }));
      expect(await screen.findByText('Data berhasil dikirim')).toBeInTheDocument();
      expect(callsTo('PUT', UPDATE.slice(4))[0].body).toMatchObject({ board_type: 'Single Piece', layer: '1 Layer', copper_layer: 'Top Layer' });
      expect(callsTo('POST', '/bff/api/costom-prototype/request-costom')).toHaveLength(0);
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/keranjang/costom-product'));
    });

    it('shows the design saved with the draft and previews it (a copy of a rejected request keeps its design)', async () => {
      const withDesign = { ...draft, design_file: 'prototype-design/kept-board.zip', design_file_name: 'kept-board.zip' };
      const { callsTo } = showDraft([withDesign]);
      const saved = await screen.findByRole('region', { name: 'File desain tersimpan' });
      expect(within(saved).getByText(/File desain terlampir: kept-board\.zip\./)).toBeInTheDocument();
      expect(await within(saved).findByRole('region', { name: 'Pratinjau Gerber' })).toBeInTheDocument();
      expect(callsTo('GET', '/bff/api/download/prototype-design/kept-board.zip')).toHaveLength(1);
    });

    it('says so when the draft is gone or already sent', async () => {
      showDraft([{ ...draft, status: 'admin-review' }]);
      expect(await screen.findByText('Draf tidak ditemukan atau sudah dikirim ke admin.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Simpan Ke Keranjang' })).not.toBeInTheDocument();
    });
  });
});
