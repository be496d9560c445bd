import type { AssemblyRequest, PrototypeRequest } from '@pcb/contract';
import { useSession } from '@pcb/shared-ui';
import { renderWithShell } from '@pcb/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPrototypeRequest, anAssemblyRequest } from '../../../testing/custom-requests';
import { fakeBff } from '@pcb/shared-ui/testing';
import { CustomCartPage } from '../components/custom-cart-page';

const LIST_PROTOTYPES = 'GET /bff/api/costom-prototype/api/transaksi';
const LIST_ASSEMBLIES = 'GET /bff/api/costom-assembly/api/transaksi';

function showCustomCart(prototypes: PrototypeRequest[], assemblies: AssemblyRequest[] = [], extra: Parameters<typeof fakeBff>[0] = {}) {
  const bff = fakeBff({ [LIST_PROTOTYPES]: { status: 200, body: prototypes }, [LIST_ASSEMBLIES]: { status: 200, body: assemblies }, ...extra });
  renderWithShell(<CustomCartPage />, { route: '/keranjang/costom-product', toasts: true });
  return bff;
}

const card = async (name: RegExp | string) => (await screen.findAllByTestId('custom-request')).find((el) => within(el).queryByText(name)) as HTMLElement;
const zipFile = (bytes = 100) => new File([new Uint8Array(bytes)], 'board.zip', { type: 'application/zip' });

describe('the custom cart', () => {
  beforeEach(() => act(() => useSession.setState({ checked: true, user: { username: 'budi', exp: 2e9 } })));
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
  });

  it('says there is nothing when the buyer has no request', async () => {
    showCustomCart([]);
    expect(await screen.findByText('Tidak ada data')).toBeInTheDocument();
  });

  it('lists prototype and assembly requests newest first, with date, price and status in words', async () => {
    showCustomCart(
      [aPrototypeRequest({ createdAt: '2026-03-01T10:00:00.000Z', total_cost: 250000 })],
      [anAssemblyRequest({ createdAt: '2026-03-05T10:00:00.000Z', status: 'admin-review' })],
    );
    const cards = await screen.findAllByTestId('custom-request');
    expect(within(cards[0]).getByText('Costom Assembly')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Admin Review')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Costom Prototype')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Rp. 250.000')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Menunggu Pengajuan')).toBeInTheDocument();
  });

  describe('a draft (menunggu-pengajuan)', () => {
    it('appears with the promised review time already in it: the list waits for the promise, so the card never grows', async () => {
      let answerPromise: () => void = () => {};
      const promised = new Promise<void>((resolve) => (answerPromise = resolve));
      showCustomCart([aPrototypeRequest()], [], {
        'GET /bff/api/settings/review-time': async () => {
          await promised;
          return { status: 200, body: { review_days: 2, text: '2 hari kerja' } };
        },
      });
      expect(await screen.findByText('Memuat request...')).toBeInTheDocument();
      // The list has answered (its fetch is the first), the promise not yet: still the spinner, no card without its line.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByTestId('custom-request')).not.toBeInTheDocument();
      answerPromise();
      const draft = await card('Costom Prototype');
      expect(within(draft).getByTestId('review-promise')).toHaveTextContent('Setelah dikirim, admin meninjau request dalam 2 hari kerja.');
    });

    it('refuses a file that is not .zip or .rar', async () => {
      showCustomCart([aPrototypeRequest()]);
      await userEvent.upload(within(await card('Costom Prototype')).getByLabelText(/File desain/), new File(['x'], 'board.txt'), { applyAccept: false });
      expect(await screen.findByText('Only .zip or .rar files are allowed.')).toBeInTheDocument();
    });

    it('refuses a file of 2 MB or more', async () => {
      showCustomCart([aPrototypeRequest()]);
      await userEvent.upload(within(await card('Costom Prototype')).getByLabelText(/File desain/), zipFile(3 * 1024 * 1024));
      expect(await screen.findByText('File size must be less than 2MB.')).toBeInTheDocument();
    });

    it('asks for the design before sending and sends nothing', async () => {
      const { calls } = showCustomCart([aPrototypeRequest()]);
      await userEvent.click(within(await card('Costom Prototype')).getByRole('button', { name: 'Kirim Review' }));
      expect(await screen.findByText('Mohon sertakan file desain anda!')).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    });

    it('sends the attached design for review and reloads the list', async () => {
      const draft = aPrototypeRequest();
      let drafts = [draft];
      const { callsTo } = showCustomCart([], [], {
        [LIST_PROTOTYPES]: () => ({ status: 200, body: drafts }),
        [`PUT /bff/api/costom-prototype/${draft._id}/send-review`]: () => {
          drafts = [{ ...draft, status: 'admin-review' }];
          return { status: 200, body: { message: 'ok', data: drafts[0] } };
        },
      });
      await userEvent.upload(within(await card('Costom Prototype')).getByLabelText(/File desain/), zipFile());
      expect(await screen.findByText('File dipilih: board.zip')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Kirim Review' }));
      expect(await screen.findByText('Request berhasil dikirimkan ke admin')).toBeInTheDocument();
      const sent = callsTo('PUT', `/bff/api/costom-prototype/${draft._id}/send-review`)[0].body as FormData;
      expect((sent.get('design_file') as File).name).toBe('board.zip');
      expect(await screen.findByText('Admin Review')).toBeInTheDocument();
    });

    it('sends a draft saved with its design without asking for it again', async () => {
      const draft = aPrototypeRequest({ design_file: 'prototype-design/lzx-0123456789abcdef01234567.zip', design_file_name: 'Papan Sensor v2.zip' });
      const { callsTo } = showCustomCart([draft], [], {
        [`PUT /bff/api/costom-prototype/${draft._id}/send-review`]: { status: 200, body: { message: 'ok', data: { ...draft, status: 'admin-review' } } },
      });
      expect(await screen.findByText('File desain terlampir: Papan Sensor v2.zip. Pilih file lain untuk mengunggah revisinya.')).toBeInTheDocument();
      await userEvent.click(within(await card('Costom Prototype')).getByRole('button', { name: 'Kirim Review' }));
      expect(await screen.findByText('Request berhasil dikirimkan ke admin')).toBeInTheDocument();
      const sent = callsTo('PUT', `/bff/api/costom-prototype/${draft._id}/send-review`)[0].body as FormData;
      expect(sent.has('design_file')).toBe(false);
    });

    it("shows the server's reason when it refuses the zip, and 'Terjadi Kesalahan' otherwise", async () => {
      const draft = aPrototypeRequest();
      let answer = { status: 400, body: { message: 'File .zip tidak berisi file Gerber atau drill.' } };
      showCustomCart([draft], [], { [`PUT /bff/api/costom-prototype/${draft._id}/send-review`]: () => answer });
      await userEvent.upload(within(await card('Costom Prototype')).getByLabelText(/File desain/), zipFile());
      await userEvent.click(screen.getByRole('button', { name: 'Kirim Review' }));
      expect(await screen.findByText('File .zip tidak berisi file Gerber atau drill.')).toBeInTheDocument();
      answer = { status: 500, body: { message: 'boom' } };
      await userEvent.click(screen.getByRole('button', { name: 'Kirim Review' }));
      expect(await screen.findByText('Terjadi Kesalahan')).toBeInTheDocument();
    });

    it('deletes only after confirmation', async () => {
      const draft = anAssemblyRequest();
      const { callsTo } = showCustomCart([], [draft], { [`DELETE /bff/api/costom-assembly/${draft._id}/delete`]: { status: 200, body: { message: 'ok' } } });
      await userEvent.click(within(await card('Costom Assembly')).getByRole('button', { name: 'Hapus' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(callsTo('DELETE', `/bff/api/costom-assembly/${draft._id}/delete`)).toHaveLength(0);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
      expect(await screen.findByText('Data berhasil dihapus')).toBeInTheDocument();
      expect(callsTo('DELETE', `/bff/api/costom-assembly/${draft._id}/delete`)).toHaveLength(1);
    });

    it("says 'Terjadi kesalahan.' when the delete fails", async () => {
      const draft = anAssemblyRequest();
      showCustomCart([], [draft], { [`DELETE /bff/api/costom-assembly/${draft._id}/delete`]: { status: 500, body: {} } });
      await userEvent.click(within(await card('Costom Assembly')).getByRole('button', { name: 'Hapus' }));
      await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
      expect(await screen.findByText('Terjadi kesalahan.')).toBeInTheDocument();
    });
  });

  it('offers only cancel in admin-review, and cancels with its text', async () => {
    const inReview = aPrototypeRequest({ status: 'admin-review' });
    showCustomCart([inReview], [], { [`PUT /bff/api/costom-prototype/${inReview._id}/cancel`]: { status: 200, body: { message: 'ok', data: inReview } } });
    const row = await card('Costom Prototype');
    expect(within(row).queryByRole('button', { name: 'Kirim Review' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Hapus' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Pesan Sekarang' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Batalkan' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batalkan' }));
    expect(await screen.findByText('Request Dibatalkan')).toBeInTheDocument();
  });

  it("says 'Terjadi Kesalahan' when the cancel fails", async () => {
    const approved = aPrototypeRequest({ status: 'disetujui' });
    showCustomCart([approved], [], { [`PUT /bff/api/costom-prototype/${approved._id}/cancel`]: { status: 409, body: { message: 'x' } } });
    await userEvent.click(within(await card('Costom Prototype')).getByRole('button', { name: 'Batalkan' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batalkan' }));
    expect(await screen.findByText('Terjadi Kesalahan')).toBeInTheDocument();
  });

  it('orders an approved request at /checkout with that request', async () => {
    const approved = aPrototypeRequest({ status: 'disetujui' });
    showCustomCart([approved]);
    await userEvent.click(within(await card('Costom Prototype')).getByRole('button', { name: 'Pesan Sekarang' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/checkout?custom=${approved._id}`);
  });

  describe('an approval that changed the price', () => {
    const changed = () =>
      aPrototypeRequest({
        status: 'disetujui',
        total_cost: 112000,
        final_cost: 185000,
        price_agreement: 'menunggu-pembeli',
        price_changes: [
          { reason: 'Panel fee', amount: 83000 },
          { reason: 'Diskon kampus', amount: -10000 },
        ],
      });

    it('names each change instead of striking the price through, and holds the order until the buyer accepts', async () => {
      showCustomCart([changed()]);
      const approved = await card('Costom Prototype');
      expect(approved.querySelector('s')).toBeNull();
      const lines = within(approved).getByRole('table', { name: 'Perubahan harga' });
      expect(within(lines).getByRole('row', { name: 'Harga saat diajukan Rp. 112.000' })).toBeInTheDocument();
      expect(within(lines).getByRole('row', { name: 'Panel fee +Rp. 83.000' })).toBeInTheDocument();
      expect(within(lines).getByRole('row', { name: 'Diskon kampus −Rp. 10.000' })).toBeInTheDocument();
      expect(within(lines).getByRole('row', { name: 'Harga akhir Rp. 185.000' })).toBeInTheDocument();
      expect(within(approved).queryByRole('button', { name: 'Pesan Sekarang' })).not.toBeInTheDocument();
    });

    it('accepts the changes with one click, then offers the order', async () => {
      const request = changed();
      let accepted = false;
      const { callsTo } = showCustomCart([], [], {
        [LIST_PROTOTYPES]: () => ({ status: 200, body: [accepted ? { ...request, price_agreement: 'disetujui-pembeli' } : request] }),
        [`PUT /bff/api/costom-prototype/${request._id}/accept-price`]: () => {
          accepted = true;
          return { status: 200, body: { message: 'ok', data: { ...request, price_agreement: 'disetujui-pembeli' } } };
        },
      });
      await userEvent.click(within(await card('Costom Prototype')).getByRole('button', { name: 'Setujui Harga' }));
      expect(await screen.findByText('Perubahan harga disetujui')).toBeInTheDocument();
      expect(callsTo('PUT', `/bff/api/costom-prototype/${request._id}/accept-price`)).toHaveLength(1);
      expect(await within(await card('Costom Prototype')).findByRole('button', { name: 'Pesan Sekarang' })).toBeInTheDocument();
    });

    it('declines the changes with a reason, and asks for one when it is missing', async () => {
      const request = changed();
      const declineUrl = `/bff/api/costom-prototype/${request._id}/decline-price`;
      const { callsTo } = showCustomCart([request], [], {
        [`PUT ${declineUrl}`]: { status: 200, body: { message: 'ok', data: { ...request, status: 'menunggu-pengajuan' } } },
      });
      await userEvent.click(within(await card('Costom Prototype')).getByRole('button', { name: 'Tolak Harga' }));
      const dialog = await screen.findByRole('dialog', { name: 'Tolak perubahan harga Costom Prototype' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak Harga' }));
      expect(await screen.findByText('Alasan tidak boleh kosong!')).toBeInTheDocument();
      expect(callsTo('PUT', declineUrl)).toHaveLength(0);
      await userEvent.type(within(dialog).getByLabelText('Alasan menolak'), 'Dana lab terbatas');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak Harga' }));
      expect(await screen.findByText('Perubahan harga ditolak, request kembali menjadi draf')).toBeInTheDocument();
      expect(callsTo('PUT', declineUrl)[0].body).toEqual({ reason: 'Dana lab terbatas' });
    });

    it('tells the buyer of a draft they declined why it came back', async () => {
      showCustomCart([aPrototypeRequest({ price_agreement: 'ditolak-pembeli', price_decline_reason: 'Dana lab terbatas' })]);
      expect(await screen.findByText('Anda menolak perubahan harga: Dana lab terbatas')).toBeInTheDocument();
    });
  });

  it('opens a draft in its form to change it', async () => {
    const draft = anAssemblyRequest();
    showCustomCart([], [draft]);
    await userEvent.click(within(await card('Costom Assembly')).getByRole('button', { name: 'Ubah' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/custom-assembly?edit=${draft._id}`);
  });

  it('copies a rejected request into a new draft with one click and reloads the list', async () => {
    const rejected = aPrototypeRequest({ status: 'ditolak-admin', reject_reason: 'Ukuran tidak sesuai' });
    const { callsTo } = showCustomCart([rejected], [], {
      [`POST /bff/api/costom-prototype/${rejected._id}/copy`]: { status: 201, body: { message: 'ok', data: { ...rejected, status: 'menunggu-pengajuan' } } },
    });
    await userEvent.click(within(await card('Costom Prototype')).getByRole('button', { name: 'Salin ke Draf Baru' }));
    expect(await screen.findByText('Request disalin menjadi draf baru')).toBeInTheDocument();
    expect(callsTo('POST', `/bff/api/costom-prototype/${rejected._id}/copy`)).toHaveLength(1);
    expect(callsTo('GET', LIST_PROTOTYPES.slice(4)).length).toBeGreaterThan(1);
  });

  it("shows the admin's reason on a rejected request", async () => {
    showCustomCart([aPrototypeRequest({ status: 'ditolak-admin', reject_reason: 'Outline tidak lengkap' })]);
    expect(await screen.findByText('Alasan penolakan: Outline tidak lengkap')).toBeInTheDocument();
  });

  it('shows every field of the request in the detail, remove_product_no included, and the design download under the name the buyer sent', async () => {
    showCustomCart([aPrototypeRequest({ status: 'admin-review', design_file: 'prototype-design/abc.zip', design_file_name: 'Papan Lab (rev A).zip' })]);
    await userEvent.click(within(await card('Costom Prototype')).getByRole('button', { name: 'Detail' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('row', { name: 'Remove Product No Yes' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: 'Board Type Single Piece' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: 'X Out -' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Unduh file desain (Papan Lab (rev A).zip)' })).toHaveAttribute(
      'href',
      '/bff/api/download/prototype-design/abc.zip',
    );
  });
});

describe('design revisions', () => {
  beforeEach(() => act(() => useSession.setState({ checked: true, user: { username: 'budi', exp: 2e9 } })));
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
  });

  it.each([
    ['a draft with a design', { design_file: 'prototype-design/a.zip', design_file_name: 'a.zip', design_revision: 1 }],
    [
      'a request the admin rejected',
      {
        status: 'ditolak-admin' as const,
        reject_reason: 'Perkecil papan',
        design_file: 'prototype-design/a.zip',
        design_file_name: 'a.zip',
        design_revision: 1,
      },
    ],
  ])('uploads the chosen file as a new revision of %s', async (_case, overrides) => {
    const request = aPrototypeRequest(overrides);
    const revise = `PUT /bff/api/costom-prototype/${request._id}/revise`;
    const { callsTo } = showCustomCart([request], [], { [revise]: { status: 200, body: { message: 'ok', data: request } } });
    const mine = await card('Costom Prototype');
    await userEvent.upload(within(mine).getByLabelText(/File desain/), zipFile());
    await userEvent.click(within(mine).getByRole('button', { name: 'Unggah Revisi' }));
    expect(await screen.findByText('Revisi desain berhasil diunggah')).toBeInTheDocument();
    const [call] = callsTo('PUT', `/bff/api/costom-prototype/${request._id}/revise`);
    expect((call.body as FormData).get('design_file')).toBeInstanceOf(File);
  });

  it('asks for a file before uploading a revision, and sends nothing', async () => {
    const request = aPrototypeRequest({ status: 'ditolak-admin', design_file: 'prototype-design/a.zip', design_file_name: 'a.zip', design_revision: 1 });
    const { calls } = showCustomCart([request]);
    await userEvent.click(within(await card('Costom Prototype')).getByRole('button', { name: 'Unggah Revisi' }));
    expect(await screen.findByText('Mohon sertakan file desain anda!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('offers no revision while the admin reviews', async () => {
    showCustomCart([aPrototypeRequest({ status: 'admin-review', design_file: 'prototype-design/a.zip', design_file_name: 'a.zip', design_revision: 1 })]);
    expect(within(await card('Costom Prototype')).queryByRole('button', { name: 'Unggah Revisi' })).not.toBeInTheDocument();
  });

  it('shows every revision in the detail with what its checks measure differently', async () => {
    const request = aPrototypeRequest({ design_file: 'prototype-design/b.zip', design_file_name: 'b.zip', design_revision: 2 });
    const change = { name: 'Ukuran papan', found_before: '50 × 30 mm', found_after: '120 × 30 mm', result_before: 'pass', result_after: 'cannot-be-made' };
    const revisions = [
      {
        number: 2,
        design_file: 'prototype-design/b.zip',
        design_file_name: 'b.zip',
        design_inspection: null,
        attached_at: '2026-03-02T10:00:00.000Z',
        changes: [change],
      },
      {
        number: 1,
        design_file: 'prototype-design/a.zip',
        design_file_name: 'papan-awal.zip',
        design_inspection: null,
        attached_at: '2026-03-01T10:00:00.000Z',
        changes: null,
      },
    ];
    showCustomCart([request], [], { [`GET /bff/api/costom-prototype/${request._id}/revisions`]: { status: 200, body: revisions } });
    await userEvent.click(within(await card('Costom Prototype')).getByRole('button', { name: 'Detail' }));
    const history = await screen.findByRole('list', { name: 'Riwayat revisi desain' });
    expect(within(history).getByRole('heading', { name: 'Revisi 2' })).toBeInTheDocument();
    expect(within(history).getByText('Ukuran papan: 50 × 30 mm → 120 × 30 mm (lolos → tidak dapat dibuat)')).toBeInTheDocument();
    expect(within(history).getByText('Desain pertama.')).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'Unduh file revisi 1' })).toHaveAttribute('href', '/bff/api/download/prototype-design/a.zip');
    expect(within(history).getByText(/· papan-awal\.zip ·/)).toBeInTheDocument();
  });
});
