import { DEFAULT_DESIGN_CAPABILITIES, type DesignRuleCheck } from '@pcb/contract/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DesignPreview } from '../../views/lazy-design-preview';
import { fakeBff } from '../../testing/fake-bff';
import { renderWithShell } from '../../testing/render';
import { twoLayerBoardZip, zipOf } from '../../testing/gerber-fixture';

const realBoard = (name: string) => new Blob([readFileSync(path.join(__dirname, '../../../../contract/test/boards', `${name}.zip`))]);

const facts = () => within(screen.getByRole('table', { name: 'Hasil pengukuran file' }));
const fact = (label: string) => facts().getByRole('row', { name: new RegExp(`^${label} `) });
/** Reading a board in jsdom takes seconds on a busy machine. */
const READ = { timeout: 30_000 };
jest.setTimeout(90_000);

describe('DesignPreview', () => {
  let made = 0;
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => `blob:svg-${++made}`);
    URL.revokeObjectURL = jest.fn();
  });
  // The preview checks a design against what the centre can make, read from the BFF.
  beforeEach(() => fakeBff({ 'GET /bff/api/design-capabilities': { status: 200, body: DEFAULT_DESIGN_CAPABILITIES } }));

  it('gives the measured figures, lists each file with its layer, and draws the board', async () => {
    renderWithShell(
      <DesignPreview
        file={twoLayerBoardZip(50, 30)}
        fileName="board.zip"
        ordered={{ width: '50 mm', length: '50 mm', layer: '2 Layer', min_track: '10 mil', min_hole: '0.4 mm' }}
      />,
    );
    expect(await screen.findByRole('img', { name: 'Sisi atas papan' }, READ)).toHaveAttribute('src', expect.stringMatching(/^blob:svg-/));
    expect(fact('Ukuran papan')).toHaveTextContent('50 × 30 mm');
    expect(fact('Lapisan tembaga')).toHaveTextContent('2');
    expect(fact('Lubang terkecil')).toHaveTextContent('0,8 mm');
    expect(fact('Jalur terkecil')).toHaveTextContent('0,8 mm (31,5 mil)');
    const files = screen.getByRole('table', { name: 'File di dalam zip' });
    expect(within(files).getByRole('row', { name: 'gerbers/board-F_Cu.gtl Tembaga atas' })).toBeInTheDocument();
    expect(within(files).getByRole('row', { name: 'gerbers/board-Edge_Cuts.gm1 Outline papan' })).toBeInTheDocument();
    expect(within(files).getByRole('row', { name: 'gerbers/board.drl Drill' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Sisi bawah papan', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the page what it measured once the files are read (the Gerber-first form)', async () => {
    const onMeasured = jest.fn();
    renderWithShell(<DesignPreview file={twoLayerBoardZip(50, 30)} fileName="board.zip" onMeasured={onMeasured} />);
    await screen.findByRole('img', { name: 'Sisi atas papan' }, READ);
    expect(onMeasured).toHaveBeenCalledTimes(1);
    expect(onMeasured).toHaveBeenCalledWith({ widthMm: 50, heightMm: 30, copperLayers: 2, minHoleMm: 0.8, minTrackMm: 0.8 });
  });

  it('warns, naming the field and both values, where the files disagree with the request, and still draws', async () => {
    const ordered = { width: '100 mm', length: '100 mm', layer: '1 Layer', min_track: '6 mil', min_hole: '1.0 mm' };
    renderWithShell(<DesignPreview file={twoLayerBoardZip(120, 30)} fileName="board.zip" ordered={ordered} />);
    expect(await screen.findByText('Ukuran papan pada file (120 × 30 mm) melebihi ukuran pada permintaan (100 × 100 mm).', {}, READ)).toBeInTheDocument();
    expect(screen.getByText('File berisi 2 lapisan tembaga, sedangkan permintaan menyebut 1 layer.')).toBeInTheDocument();
    expect(screen.getByText('Lubang terkecil pada file (0,8 mm) lebih kecil dari minimum lubang pesanan, Min Hole 1 mm.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Sisi atas papan' })).toBeInTheDocument();
  });

  // Real boards (contract/test/boards, README there): the figures read from the files by hand.
  it.each([
    ['arduino-uno', '68,58 × 53,34 mm', '0,61 mm', '0,099 mm (3,9 mil)'],
    ['clockblock', '104,14 × 106,68 mm', '0,381 mm', '0,152 mm (6 mil)'],
  ])('measures the real board %s', async (board, size, hole, track) => {
    renderWithShell(<DesignPreview file={realBoard(board)} fileName={`${board}.zip`} />);
    await screen.findByRole('img', { name: 'Sisi atas papan' }, READ);
    expect(fact('Ukuran papan')).toHaveTextContent(size);
    expect(fact('Lapisan tembaga')).toHaveTextContent('2');
    expect(fact('Lubang terkecil')).toHaveTextContent(hole);
    expect(fact('Jalur terkecil')).toHaveTextContent(track);
  });

  it('says clearly when the zip holds no Gerber, as an answer rather than a failure (nothing logged)', async () => {
    const logged = jest.spyOn(console, 'error');
    renderWithShell(<DesignPreview file={zipOf({ 'readme.txt': 'notes only' })} fileName="notes.zip" />);
    expect(
      await screen.findByText('File .zip ini tidak berisi file Gerber atau drill yang dikenali, jadi pratinjau tidak dapat dibuat.', {}, READ),
    ).toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });

  it('only notes that a .rar cannot be previewed', async () => {
    renderWithShell(<DesignPreview file={new Blob(['Rar!'])} fileName="board.rar" />);
    expect(await screen.findByText('Pratinjau hanya tersedia untuk file .zip. File .rar tetap diterima dan akan diperiksa oleh admin.')).toBeInTheDocument();
  });
});

describe('BoardViewer', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:svg');
    URL.revokeObjectURL = jest.fn();
  });

  const showBoard = async () => {
    renderWithShell(<DesignPreview file={twoLayerBoardZip(50, 30)} fileName="board.zip" />);
    await screen.findByRole('img', { name: 'Sisi atas papan' }, READ);
    return screen.getByRole('group', { name: /^Sisi atas papan: geser/ });
  };
  const stackOf = (viewport: HTMLElement) => viewport.firstElementChild as HTMLElement;

  it('shows one side at a time and turns to the other', async () => {
    await showBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Sisi bawah' }));
    expect(screen.getByRole('button', { name: 'Sisi bawah' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Sisi bawah papan' })).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Sisi atas papan' })).not.toBeInTheDocument();
  });

  it('switches each layer the files have on and off', async () => {
    const viewport = await showBoard();
    const layers = screen.getByRole('group', { name: 'Lapisan yang ditampilkan' });
    expect(
      within(layers)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Tembaga', 'Drill', 'Outline']);
    const drawn = () => stackOf(viewport).querySelectorAll('img').length;
    const before = drawn();
    fireEvent.click(within(layers).getByRole('button', { name: 'Tembaga' }));
    expect(within(layers).getByRole('button', { name: 'Tembaga' })).toHaveAttribute('aria-pressed', 'false');
    expect(drawn()).toBe(before - 1);
    fireEvent.click(within(layers).getByRole('button', { name: 'Tembaga' }));
    expect(drawn()).toBe(before);
  });

  it('zooms and pans with the buttons and the keyboard, and goes back to the whole board', async () => {
    const viewport = await showBoard();
    expect(screen.getByRole('button', { name: 'Perkecil' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Perbesar' }));
    expect(screen.getByRole('button', { name: '150%, kembali ke ukuran awal' })).toHaveTextContent('150%');
    fireEvent.keyDown(viewport, { key: '+' });
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(stackOf(viewport).style.transform).toBe('translate(-40px, 0px) scale(2.25)');
    fireEvent.keyDown(viewport, { key: '0' });
    expect(stackOf(viewport).style.transform).toBe('translate(0px, 0px) scale(1)');
  });
});

/** A report as pcb-api stores it: the 50 × 30 mm test board with two faults made up on it. */
const STORED_RULES: DesignRuleCheck[] = [
  {
    rule: 'outline',
    name: 'Garis tepi papan',
    result: 'pass',
    found: 'tertutup',
    ordered: null,
    capability: null,
    message: 'Garis tepi papan tertutup.',
    locations: [],
    more_locations: 0,
  },
  {
    rule: 'track',
    name: 'Lebar jalur terkecil',
    result: 'cannot-be-made',
    found: '0,1 mm (3,9 mil)',
    ordered: '0,254 mm (10 mil)',
    capability: '0,2 mm (7,9 mil)',
    message: 'Jalur terkecil pada file (0,1 mm (3,9 mil)) lebih kecil dari kemampuan produksi kami, 0,2 mm (7,9 mil).',
    locations: [
      { x_mm: 10, y_mm: 10, layer: 'copper-top', file: 'gerbers/board-F_Cu.gtl' },
      { x_mm: 40, y_mm: 20, layer: 'copper-bottom', file: 'gerbers/board-B_Cu.gbl' },
    ],
    more_locations: 3,
  },
  {
    rule: 'silk-over-pads',
    name: 'Silkscreen di atas pad',
    result: 'warning',
    found: '0 mm',
    ordered: null,
    capability: '0,1 mm',
    message: 'Silkscreen berada di atas pad.',
    locations: [],
    more_locations: 0,
  },
];

describe('the design-rule report in the preview', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:svg');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => jest.restoreAllMocks());

  const checkItem = (name: string) => screen.getByText(name, { selector: 'p' }).closest('li')!;

  it('lists each check with its mark, what was found, what the order says, what the centre can make and its severity', async () => {
    renderWithShell(<DesignPreview file={twoLayerBoardZip(50, 30)} fileName="board.zip" rules={STORED_RULES} />);
    const report = await screen.findByRole('region', { name: 'Pemeriksaan desain' }, READ);
    expect(within(report).getByText('1 tidak dapat dibuat · 1 peringatan · 1 lolos')).toBeInTheDocument();
    const track = checkItem('Lebar jalur terkecil');
    expect(track).toHaveTextContent('Tidak dapat dibuat');
    expect(track).toHaveTextContent('Ditemukan:0,1 mm (3,9 mil)');
    expect(track).toHaveTextContent('Pesanan:0,254 mm (10 mil)');
    expect(track).toHaveTextContent('Kemampuan produksi:0,2 mm (7,9 mil)');
    expect(track).toHaveTextContent('3 lokasi lainnya tidak dicantumkan.');
    expect(checkItem('Silkscreen di atas pad')).toHaveTextContent('Peringatan');
    expect(checkItem('Garis tepi papan')).toHaveTextContent('Lolos');
    // The stored report is shown: the board's own reading has twelve checks.
    expect(
      within(report)
        .getAllByRole('listitem')
        .filter((item) => item.dataset.result),
    ).toHaveLength(3);
  });

  it('reports all twelve checks of the design the browser read when none was stored', async () => {
    renderWithShell(<DesignPreview file={twoLayerBoardZip(50, 30)} fileName="board.zip" />);
    const report = await screen.findByRole('region', { name: 'Pemeriksaan desain' }, READ);
    expect(
      within(report)
        .getAllByRole('listitem')
        .filter((item) => item.dataset.result),
    ).toHaveLength(12);
  });

  /** The viewport's pan and zoom, its figures rounded. */
  const transformOf = (viewport: HTMLElement) => {
    const [x, y, scale] = ((viewport.firstElementChild as HTMLElement).style.transform.match(/-?[\d.]+/g) ?? []).map(Number);
    return { x: Math.round(x), y: Math.round(y), scale: Math.round(scale * 1000) / 1000 };
  };

  // 500 × 300 px shows the 50 × 30 mm board, 50,1 × 30,1 mm with the outline's 0,1 mm pen, at 300/30,1 px/mm; 12 mm fill the
  // 300 px height at 30,1/12 = 2,508×. The place (40, 20) mm lies 15 mm right of and 5 mm above the middle: from below the board
  // is mirrored, so the view moves right and down.
  it("turns the board to a failing place's side, shows its layer and zooms to a marker on it", async () => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 500, height: 300 } as DOMRect);
    renderWithShell(<DesignPreview file={twoLayerBoardZip(50, 30)} fileName="board.zip" rules={STORED_RULES} />);
    await screen.findByRole('img', { name: 'Sisi atas papan' }, READ);
    const copper = within(screen.getByRole('group', { name: 'Lapisan yang ditampilkan' })).getByRole('button', { name: 'Tembaga' });
    fireEvent.click(copper);
    expect(screen.queryByRole('img', { name: /^Penanda lokasi/ })).not.toBeInTheDocument();

    const places = within(screen.getByRole('list', { name: 'Lokasi: Lebar jalur terkecil' }));
    fireEvent.click(places.getByRole('button', { name: 'X 40 mm, Y 20 mm · Tembaga bawah' }));
    expect(screen.getByRole('button', { name: 'Sisi bawah' })).toHaveAttribute('aria-pressed', 'true');
    expect(copper).toHaveAttribute('aria-pressed', 'true');
    const marker = screen.getByRole('img', { name: 'Penanda lokasi: X 40 mm, Y 20 mm · Tembaga bawah' });
    expect(marker.querySelector('circle')).toHaveAttribute('cx', '40');
    expect(marker.querySelector('circle')).toHaveAttribute('cy', '-20');
    const viewport = screen.getByRole('group', { name: /^Sisi bawah papan: geser/ });
    expect(transformOf(viewport)).toEqual({ x: 375, y: 125, scale: 2.508 });
    expect(screen.getByText('Ditandai: Lebar jalur terkecil, X 40 mm, Y 20 mm · Tembaga bawah (sisi bawah)')).toBeInTheDocument();

    fireEvent.click(places.getByRole('button', { name: 'X 10 mm, Y 10 mm · Tembaga atas' }));
    expect(screen.getByRole('button', { name: 'Sisi atas' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Penanda lokasi: X 10 mm, Y 10 mm · Tembaga atas' })).toBeInTheDocument();
    expect(transformOf(screen.getByRole('group', { name: /^Sisi atas papan: geser/ }))).toEqual({ x: 375, y: -125, scale: 2.508 });
  });
});
