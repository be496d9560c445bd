import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBff, renderWithShell } from '@pcb/shared-ui/testing';
import { signInAdmin, signOutAdmin } from '../../../testing/fixtures';
import { aPrototypeRequest, anAssemblyRequest } from '../../../testing/orders';
import { ReviewPage } from '../components/review-page';

const PROTOTYPES = 'GET /bff/admin/api/admin/request-custom-prototype';
const ASSEMBLIES = 'GET /bff/admin/api/admin/request-custom-assembly';
const older = aPrototypeRequest({ createdAt: new Date(2026, 2, 1, 8, 0, 0).toISOString(), total_cost: 150000 });
const newer = anAssemblyRequest({ createdAt: new Date(2026, 2, 4, 5, 6, 7).toISOString(), id_user: { _id: '0'.repeat(24), username: 'sari' } });
const approved = aPrototypeRequest({ status: 'disetujui', weight: 500 });

const approveUrl = `/bff/admin/api/admin/request-custom-prototype/${older._id}/approve`;
const rejectUrl = `/bff/admin/api/admin/request-custom-prototype/${older._id}/reject`;

function showReview(handlers: Parameters<typeof fakeBff>[0] = {}, route = '/admin/request-custom?status=admin-review') {
  const bff = fakeBff({ [PROTOTYPES]: { status: 200, body: [older] }, [ASSEMBLIES]: { status: 200, body: [newer] }, ...handlers });
  renderWithShell(<ReviewPage />, { route, toasts: true });
  return bff;
}

const rowOf = async (id: string) => (await screen.findByRole('cell', { name: id })).closest('tr') as HTMLElement;

describe('Review File (request-custom)', () => {
  beforeEach(signInAdmin);

  it('is titled with the list’s name and asks both lists for the link’s repeated statuses', async () => {
    const { calls } = showReview({}, '/admin/request-custom?status=ditolak-admin&status=dibatalkan-pembeli');
    expect(await screen.findByRole('heading', { name: 'Ditolak' })).toBeInTheDocument();
    await rowOf(older._id);
    expect(calls.map((c) => c.url).sort()).toEqual([
      '/bff/admin/api/admin/request-custom-assembly?status=ditolak-admin&status=dibatalkan-pembeli',
      '/bff/admin/api/admin/request-custom-prototype?status=ditolak-admin&status=dibatalkan-pembeli',
    ]);
  });

  it.each([
    ['admin-review', 'Review File'],
    ['disetujui', 'Disetujui'],
    ['sudah-checkout', 'Dicheckout'],
  ])('names the list of status %s %s in its heading', async (status, name) => {
    showReview({}, `/admin/request-custom?status=${status}`);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  });

  it('keeps the title Review File for a status set no sidebar entry has', async () => {
    showReview({}, '/admin/request-custom?status=disetujui&status=admin-review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review File' })).toBeInTheDocument();
  });

  it('marks a request still in review past the promised review time, and gives each its deadline', async () => {
    const late = aPrototypeRequest({ review_due_at: new Date(Date.now() - 3_600_000).toISOString() });
    const onTime = anAssemblyRequest({ review_due_at: new Date(Date.now() + 3_600_000).toISOString() });
    showReview({ [PROTOTYPES]: { status: 200, body: [late] }, [ASSEMBLIES]: { status: 200, body: [onTime] } });
    expect(within(await rowOf(late._id)).getByText('Lewat janji review')).toBeInTheDocument();
    expect(within(await rowOf(onTime._id)).queryByText('Lewat janji review')).not.toBeInTheDocument();
  });

  it('merges prototype and assembly requests newest first, with No, No Order, Nama, Tanggal, Harga, Status, Batas Review and Action', async () => {
    showReview();
    await rowOf(older._id);
    const table = screen.getByRole('table', { name: 'Review File' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No', 'No Order', 'Nama', 'Tanggal', 'Harga', 'Status', 'Batas Review', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent),
    ).toEqual(['1', newer._id, 'sari', '04-03-2026 05:06:07', 'Rp. 250.000', 'Admin Review']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent),
    ).toEqual(['2', older._id, 'budi', '01-03-2026 08:00:00', 'Rp. 150.000', 'Admin Review']);
  });

  it('says "Belum ada data request." when no request has these statuses', async () => {
    showReview({ [PROTOTYPES]: { status: 200, body: [] }, [ASSEMBLIES]: { status: 200, body: [] } });
    expect(await screen.findByText('Belum ada data request.')).toBeInTheDocument();
  });

  it('offers Approve and Reject only in admin-review, and Detail always', async () => {
    showReview({ [PROTOTYPES]: { status: 200, body: [older, approved] }, [ASSEMBLIES]: { status: 200, body: [] } });
    const waiting = await rowOf(older._id);
    expect(
      within(waiting)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Detail', 'Approve', 'Reject']);
    const done = await rowOf(approved._id);
    expect(
      within(done)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Detail']);
    expect(within(done).getByRole('cell', { name: 'Disetujui' })).toBeInTheDocument();
  });

  describe('approve', () => {
    const openApprove = async () => userEvent.click(within(await rowOf(older._id)).getByRole('button', { name: 'Approve' }));

    it('asks for the weight in grams as a number from 0 in steps of 1', async () => {
      showReview();
      await openApprove();
      const weight = await screen.findByLabelText('Berat produk (gram)');
      expect(weight).toHaveAttribute('type', 'number');
      expect(weight).toHaveAttribute('min', '0');
      expect(weight).toHaveAttribute('step', '1');
    });

    it('refuses a weight of 0 or none with "Berat produk harus lebih besar dari 0!" and sends nothing', async () => {
      const { callsTo } = showReview();
      await openApprove();
      await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
      expect(await screen.findByText('Berat produk harus lebih besar dari 0!')).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText('Berat produk (gram)'), '0');
      await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
      expect(callsTo('PUT', approveUrl)).toHaveLength(0);
    });

    it('sends the weight, says "Request Disetujui" and the row leaves the list', async () => {
      let reviewed = false;
      const { callsTo } = showReview({
        [PROTOTYPES]: () => ({ status: 200, body: reviewed ? [] : [older] }),
        [`PUT ${approveUrl}`]: () => {
          reviewed = true;
          return { status: 200, body: { message: 'ok', data: { ...older, status: 'disetujui', weight: 750 } } };
        },
      });
      await openApprove();
      await userEvent.type(await screen.findByLabelText('Berat produk (gram)'), '750');
      await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
      expect(await screen.findByText('Request Disetujui')).toBeInTheDocument();
      expect(callsTo('PUT', approveUrl)[0].body).toEqual({ weight: 750, price_changes: [] });
      await waitFor(() => expect(screen.queryByRole('cell', { name: older._id })).not.toBeInTheDocument());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('shows the price the buyer saw, the measured design, the design checks pcb-api answers and the specification', async () => {
      const warnings = [
        {
          field: 'dimensions',
          found: '219 × 139,5 mm',
          ordered: '50 × 30 mm',
          message: 'Ukuran papan pada file (219 × 139,5 mm) melebihi ukuran pada permintaan (50 × 30 mm).',
        },
        { field: 'layer', found: '1 layer', ordered: '2 layer', message: 'File berisi 1 lapisan tembaga, sedangkan permintaan menyebut 2 layer.' },
      ] as const;
      const inspection = { width_mm: 219, height_mm: 139.5, copper_layers: 1, min_hole_mm: 0.3, min_track_mm: 0.152, files: [], warnings: [...warnings] };
      const measured = { ...older, design_inspection: inspection };
      showReview({ [PROTOTYPES]: { status: 200, body: [measured] } });
      await openApprove();
      const dialog = await screen.findByRole('dialog', { name: 'Setujui Costom Prototype' });
      const summary = within(dialog).getByRole('table', { name: 'Ringkasan' });
      expect(within(summary).getByRole('row', { name: 'Harga saat diajukan Rp. 150.000' })).toBeInTheDocument();
      expect(within(summary).getByRole('row', { name: 'Ukuran pada file 219 × 139,5 mm' })).toBeInTheDocument();
      expect(within(summary).getByRole('row', { name: 'Lapisan tembaga pada file 1' })).toBeInTheDocument();
      expect(within(summary).getByRole('row', { name: 'Lubang terkecil pada file 0,3 mm' })).toBeInTheDocument();
      expect(within(summary).getByRole('row', { name: 'Jalur terkecil pada file 0,152 mm (6 mil)' })).toBeInTheDocument();
      expect(within(dialog).getByText('Ukuran papan pada file (219 × 139,5 mm) melebihi ukuran pada permintaan (50 × 30 mm).')).toBeInTheDocument();
      expect(within(dialog).getByText('File berisi 1 lapisan tembaga, sedangkan permintaan menyebut 2 layer.')).toBeInTheDocument();
      expect(within(within(dialog).getByRole('table', { name: 'Spesifikasi' })).getByRole('row', { name: 'Board Type Single Pieces' })).toBeInTheDocument();
    });

    describe('with a design that cannot be made as it is', () => {
      const check = (rule: string, name: string, result: string, found: string) => ({
        rule,
        name,
        result,
        found,
        ordered: null,
        capability: '0,2 mm (7,9 mil)',
        message: `${name}: ${found}.`,
        locations: [{ x_mm: 47.62, y_mm: 34.752, layer: 'copper-top', file: 'arduino-uno.cmp' }],
        more_locations: 0,
      });
      const rules = [
        check('track', 'Lebar jalur terkecil', 'cannot-be-made', '0,099 mm (3,9 mil)'),
        check('silk-over-pads', 'Silkscreen di atas pad', 'warning', '0 mm'),
      ];
      const faulty = {
        ...older,
        design_inspection: { width_mm: 68.58, height_mm: 53.34, copper_layers: 2, min_hole_mm: 0.61, min_track_mm: 0.099, files: [], warnings: [], rules },
      };
      const approveFaulty = (handlers: Parameters<typeof fakeBff>[0] = {}) => {
        const bff = showReview({ [PROTOTYPES]: { status: 200, body: [faulty] }, ...handlers });
        return { ...bff, opened: openApprove().then(() => screen.findByRole('dialog', { name: 'Setujui Costom Prototype' })) };
      };

      it("shows pcb-api's report, each check with its severity and its places", async () => {
        const dialog = await approveFaulty().opened;
        const report = within(dialog).getByRole('region', { name: 'Pemeriksaan desain' });
        expect(within(report).getByText('1 tidak dapat dibuat · 1 peringatan')).toBeInTheDocument();
        const track = within(report).getByText('Lebar jalur terkecil').closest('li')!;
        expect(track).toHaveTextContent('Tidak dapat dibuat');
        expect(track).toHaveTextContent('Ditemukan:0,099 mm (3,9 mil)');
        expect(track).toHaveTextContent('X 47,62 mm, Y 34,75 mm · Tembaga atas');
      });

      it('approves only once the admin ticks that it was resolved with the buyer', async () => {
        const { callsTo, opened } = approveFaulty({
          [`PUT ${approveUrl}`]: { status: 200, body: { message: 'ok', data: { ...faulty, status: 'disetujui' } } },
        });
        const dialog = await opened;
        await userEvent.type(within(dialog).getByLabelText('Berat produk (gram)'), '40');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
        expect(
          await screen.findAllByText('Pastikan masalah desain yang tidak dapat dibuat sudah diselesaikan dengan pembeli sebelum menyetujui.'),
        ).not.toHaveLength(0);
        expect(callsTo('PUT', approveUrl)).toHaveLength(0);
        await userEvent.click(
          within(dialog).getByLabelText('Saya sudah menyelesaikan dengan pembeli semua masalah desain yang tidak dapat dibuat (Lebar jalur terkecil).'),
        );
        await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
        expect(await screen.findByText('Request Disetujui')).toBeInTheDocument();
        expect(callsTo('PUT', approveUrl)[0].body).toEqual({ weight: 40, price_changes: [], resolved_with_buyer: true });
      });

      it('asks nothing more when no check is open', async () => {
        showReview({ [PROTOTYPES]: { status: 200, body: [{ ...faulty, design_inspection: { ...faulty.design_inspection, rules: [rules[1]] } }] } });
        await openApprove();
        await screen.findByRole('dialog', { name: 'Setujui Costom Prototype' });
        expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      });
    });

    it('sends each change from the price the buyer saw as a named line, with the final price worked out as typed', async () => {
      const { callsTo } = showReview({ [`PUT ${approveUrl}`]: { status: 200, body: { message: 'ok', data: { ...older, status: 'disetujui' } } } });
      await openApprove();
      await userEvent.type(await screen.findByLabelText('Berat produk (gram)'), '750');
      expect(screen.getByText('Harga akhir: Rp. 150.000')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Tambah perubahan harga' }));
      await userEvent.type(screen.getByLabelText('Alasan perubahan 1'), 'Panel fee');
      await userEvent.type(screen.getByLabelText('Jumlah perubahan 1 (Rp)'), '50000');
      await userEvent.click(screen.getByRole('button', { name: 'Tambah perubahan harga' }));
      await userEvent.type(screen.getByLabelText('Alasan perubahan 2'), 'Diskon kampus');
      await userEvent.type(screen.getByLabelText('Jumlah perubahan 2 (Rp)'), '-15000');
      expect(screen.getByText('Harga akhir: Rp. 185.000')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
      expect(await screen.findByText('Request Disetujui')).toBeInTheDocument();
      expect(callsTo('PUT', approveUrl)[0].body).toEqual({
        weight: 750,
        price_changes: [
          { reason: 'Panel fee', amount: 50000 },
          { reason: 'Diskon kampus', amount: -15000 },
        ],
      });
    });

    it.each([
      ['', '5000', 'Setiap perubahan harga harus diberi alasan!'],
      ['Panel fee', '0', 'Perubahan harga harus berupa bilangan bulat rupiah selain 0!'],
      ['Panel fee', '1500.5', 'Perubahan harga harus berupa bilangan bulat rupiah selain 0!'],
      ['Diskon', '-150000', 'Harga akhir harus berupa bilangan bulat rupiah lebih dari 0!'],
    ])('refuses a change "%s" of "%s" with its text and sends nothing', async (reason, amount, text) => {
      const { callsTo } = showReview();
      await openApprove();
      await userEvent.type(await screen.findByLabelText('Berat produk (gram)'), '750');
      await userEvent.click(screen.getByRole('button', { name: 'Tambah perubahan harga' }));
      if (reason) await userEvent.type(screen.getByLabelText('Alasan perubahan 1'), reason);
      await userEvent.type(screen.getByLabelText('Jumlah perubahan 1 (Rp)'), amount);
      await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(callsTo('PUT', approveUrl)).toHaveLength(0);
    });

    it("shows the buyer's reason for declining the last changes", async () => {
      showReview({ [PROTOTYPES]: { status: 200, body: [{ ...older, price_decline_reason: 'Dana lab terbatas' }] } });
      await openApprove();
      expect(await screen.findByText('Pembeli menolak perubahan harga sebelumnya: Dana lab terbatas')).toBeInTheDocument();
    });

    it('says "Terjadi Kesalahan" when the server refuses', async () => {
      showReview({ [`PUT ${approveUrl}`]: { status: 409, body: { message: 'Request tidak dalam status admin-review' } } });
      await openApprove();
      await userEvent.type(await screen.findByLabelText('Berat produk (gram)'), '750');
      await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
      expect(await screen.findByText('Terjadi Kesalahan')).toBeInTheDocument();
    });

    it('stops with "Kamu tidak terountetikasi, silahkan login kembali!" once the admin session is gone', async () => {
      const { callsTo } = showReview();
      await openApprove();
      await userEvent.type(await screen.findByLabelText('Berat produk (gram)'), '750');
      signOutAdmin();
      await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
      expect(await screen.findByText('Kamu tidak terountetikasi, silahkan login kembali!')).toBeInTheDocument();
      expect(callsTo('PUT', approveUrl)).toHaveLength(0);
    });
  });

  describe('reject', () => {
    const openReject = async () => userEvent.click(within(await rowOf(older._id)).getByRole('button', { name: 'Reject' }));

    it('requires a reason: "Alasan tidak boleh kosong!"', async () => {
      const { callsTo } = showReview();
      await openReject();
      await userEvent.type(await screen.findByLabelText('Alasan penolakan'), '   ');
      await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
      expect(await screen.findByText('Alasan tidak boleh kosong!')).toBeInTheDocument();
      expect(callsTo('PUT', rejectUrl)).toHaveLength(0);
    });

    it('sends the reason, says "Request Berhasil Ditolak" and the row leaves the list', async () => {
      let reviewed = false;
      const { callsTo } = showReview({
        [PROTOTYPES]: () => ({ status: 200, body: reviewed ? [] : [older] }),
        [`PUT ${rejectUrl}`]: () => {
          reviewed = true;
          return { status: 200, body: { message: 'ok', data: { ...older, status: 'ditolak-admin', reject_reason: 'Gerber tidak lengkap' } } };
        },
      });
      await openReject();
      await userEvent.type(await screen.findByLabelText('Alasan penolakan'), 'Gerber tidak lengkap');
      await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
      expect(await screen.findByText('Request Berhasil Ditolak')).toBeInTheDocument();
      expect(callsTo('PUT', rejectUrl)[0].body).toEqual({ reason: 'Gerber tidak lengkap' });
      await waitFor(() => expect(screen.queryByRole('cell', { name: older._id })).not.toBeInTheDocument());
    });

    it('says "Terjadi Kesalahan" when the server refuses', async () => {
      showReview({ [`PUT ${rejectUrl}`]: 'network-error' });
      await openReject();
      await userEvent.type(await screen.findByLabelText('Alasan penolakan'), 'Gerber tidak lengkap');
      await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
      expect(await screen.findByText('Terjadi Kesalahan')).toBeInTheDocument();
    });
  });

  describe('detail', () => {
    beforeAll(() => {
      URL.createObjectURL = jest.fn(() => 'blob:svg');
      URL.revokeObjectURL = jest.fn();
    });

    it('lists the whole specification and links the design file through the admin surface', async () => {
      const withRar = aPrototypeRequest({ design_file: 'prototype-design/papan.rar', design_file_name: 'papan.rar', remove_product_no: 'Yes' });
      showReview({
        [PROTOTYPES]: { status: 200, body: [withRar] },
        'GET /bff/admin/api/download/prototype-design/papan.rar': { status: 200, body: 'Rar!' },
      });
      await userEvent.click(within(await rowOf(withRar._id)).getByRole('button', { name: 'Detail' }));
      const dialog = await screen.findByRole('dialog');
      const spec = within(dialog).getByRole('table', { name: 'Spesifikasi' });
      expect(within(spec).getByRole('row', { name: 'Board Type Single Pieces' })).toBeInTheDocument();
      expect(within(spec).getByRole('row', { name: 'Remove Product No Yes' })).toBeInTheDocument();
      expect(within(spec).getByRole('row', { name: 'Via Process -' })).toBeInTheDocument();
      expect(within(spec).getAllByRole('row')).toHaveLength(27);
      expect(within(dialog).getByRole('link', { name: /Unduh file desain/ })).toHaveAttribute('href', '/bff/admin/api/download/prototype-design/papan.rar');
      expect(await within(dialog).findByText(/Pratinjau hanya tersedia untuk file .zip/)).toBeInTheDocument();
    });

    it('downloads a .zip design and hands it to the Gerber preview, offering it under the name the buyer sent', async () => {
      const withZip = aPrototypeRequest({ design_file: 'prototype-design/papan.zip', design_file_name: 'Papan Lab Fisika.zip' });
      const { callsTo } = showReview({
        [PROTOTYPES]: { status: 200, body: [withZip] },
        'GET /bff/admin/api/download/prototype-design/papan.zip': { status: 200, body: 'not really a zip' },
      });
      await userEvent.click(within(await rowOf(withZip._id)).getByRole('button', { name: 'Detail' }));
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByRole('region', { name: 'Pratinjau Gerber' })).toBeInTheDocument();
      expect(await within(dialog).findByText('Pratinjau tidak dapat dibuat dari file ini.')).toBeInTheDocument();
      expect(callsTo('GET', '/bff/admin/api/download/prototype-design/papan.zip')).toHaveLength(1);
      expect(within(dialog).getByRole('link', { name: 'Unduh file desain (Papan Lab Fisika.zip)' })).toHaveAttribute('download', 'Papan Lab Fisika.zip');
    });

    it('lists an assembly request’s own fields', async () => {
      showReview({ [PROTOTYPES]: { status: 200, body: [] } });
      await userEvent.click(within(await rowOf(newer._id)).getByRole('button', { name: 'Detail' }));
      const spec = within(await screen.findByRole('dialog')).getByRole('table', { name: 'Spesifikasi' });
      expect(within(spec).getByRole('row', { name: 'Flexible Option Turnkey' })).toBeInTheDocument();
      expect(within(spec).getAllByRole('row')).toHaveLength(14);
    });
  });
});
