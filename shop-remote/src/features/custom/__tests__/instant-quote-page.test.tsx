import { DEFAULT_DESIGN_CAPABILITIES } from '@pcb/contract/domain';
import { useSession } from '@pcb/shared-ui';
import { fakeBff, renderWithShell, twoLayerBoardZip } from '@pcb/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPrototypeRequest } from '../../../testing/custom-requests';
import { PROTOTYPE_CATALOGUE } from '../../../testing/option-catalogue';
import { InstantQuotePage } from '../components/instant-quote-page';
import { keepQuoteDesign, keptQuoteDesign } from '../kept-quote-design';
import { INSTANT_QUOTE_TEXTS } from '../texts';

// jsdom has no IndexedDB: the browser's store is a variable here (the e2e journey uses the real one).
let kept: File | null = null;
jest.mock('../kept-quote-design', () => ({
  keepQuoteDesign: jest.fn(async (file: File) => void (kept = file)),
  keptQuoteDesign: jest.fn(async () => kept),
  forgetQuoteDesign: jest.fn(async () => void (kept = null)),
}));

const CREATE = 'POST /bff/api/costom-prototype/request-costom';
const DRAFT_ID = '0000000000000000000000aa';
/** Reading a board in jsdom takes seconds on a busy machine. */
const READ = { timeout: 30_000 };
jest.setTimeout(90_000);

/** The two-layer test board of 48 × 30 mm, zipped as a visitor drops it. */
const boardZip = () => new File([twoLayerBoardZip(48, 30)], 'board.zip');

function showQuote(route = '/penawaran-instan') {
  const bff = fakeBff({
    'GET /bff/api/costom-prototype': { status: 200, body: PROTOTYPE_CATALOGUE },
    'GET /bff/api/design-capabilities': { status: 200, body: DEFAULT_DESIGN_CAPABILITIES },
    [CREATE]: { status: 201, body: { message: 'Product added successfully', data: aPrototypeRequest({ _id: DRAFT_ID }) } },
  });
  renderWithShell(<InstantQuotePage />, { route, toasts: true });
  return bff;
}

const drop = async (file: File) => userEvent.upload(await screen.findByLabelText(/^File desain/), file);
const priceLine = (text: string) => within(screen.getByRole('complementary', { name: 'Kalkulasi Harga' })).getByText(text);
const location = () => screen.getByTestId('location');

describe('the instant quote', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:board');
    URL.revokeObjectURL = jest.fn();
  });
  beforeEach(() => {
    kept = null;
    jest.clearAllMocks();
    act(() => useSession.setState({ checked: true, user: null }));
  });

  it('shows a visitor the board, its checks and the price with the design’s size and layers and the standard choices, sending nothing', async () => {
    const { calls } = showQuote();
    await drop(boardZip());
    expect(await screen.findByRole('img', { name: 'Sisi atas papan' }, READ)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Hasil pengukuran file' })).toBeInTheDocument();
    expect(await screen.findByText(/^Diisi dari file: Width 50 mm, Length 50 mm, Layer 2 Layer/)).toBeInTheDocument();
    expect(priceLine('Width: 50 mm')).toBeInTheDocument();
    expect(priceLine('Board Type: Single Piece')).toBeInTheDocument();
    expect(priceLine('Quantity: 5 pcs')).toBeInTheDocument();
    const total = screen.getByTestId('price-total').textContent;
    expect(total).toMatch(/^Rp\. [\d.]+$/);
    // The phone's copy of the total sits with the buttons that keep the quote.
    expect(within(screen.getByRole('region', { name: 'Simpan penawaran' })).getByText(`Total ${total}`)).toBeInTheDocument();
    // The price list and the centre's capabilities (asked once, as the pointer reached the field) are the only calls: the file stays
    // in the browser until the visitor has an account.
    expect(calls.map(({ method, url }) => `${method} ${url}`).sort()).toEqual(['GET /bff/api/costom-prototype', 'GET /bff/api/design-capabilities']);
  });

  it('keeps the dropped design in the browser before sending the visitor to log in, and back here to save it', async () => {
    showQuote();
    const board = boardZip();
    await drop(board);
    await userEvent.click(await screen.findByRole('button', { name: 'Login untuk Menyimpan' }));
    await waitFor(() => expect(location()).toHaveTextContent(`/login?next=${encodeURIComponent('/penawaran-instan?simpan=1')}`));
    expect(keepQuoteDesign).toHaveBeenCalledWith(board);
    expect(kept).toBe(board);
  });

  it('sends a visitor who has no account yet to register, coming back the same way', async () => {
    showQuote();
    await drop(boardZip());
    await userEvent.click(await screen.findByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(location()).toHaveTextContent(`/register?next=${encodeURIComponent('/penawaran-instan?simpan=1')}`));
  });

  it('saves the kept design as a draft once the buyer is back signed in, forgets it and opens the draft', async () => {
    kept = boardZip();
    act(() => useSession.setState({ user: { username: 'budi', exp: 2e9 } }));
    const { callsTo } = showQuote('/penawaran-instan?simpan=1');
    expect(await screen.findByText(INSTANT_QUOTE_TEXTS.saved, {}, READ)).toBeInTheDocument();
    const [sent] = callsTo('POST', '/bff/api/costom-prototype/request-costom');
    const form = sent.body as FormData;
    expect(form.get('width')).toBe('50 mm');
    expect(form.get('layer')).toBe('2 Layer');
    expect(form.get('board_type')).toBe('Single Piece');
    expect((form.get('design_file') as File).name).toBe('board.zip');
    expect(callsTo('POST', '/bff/api/costom-prototype/request-costom')).toHaveLength(1);
    await waitFor(() => expect(location()).toHaveTextContent(`/custom-prototype?edit=${DRAFT_ID}`));
    expect(kept).toBeNull();
  });

  it('shows a signed-in buyer the kept design again, saved only when they ask', async () => {
    kept = boardZip();
    act(() => useSession.setState({ user: { username: 'budi', exp: 2e9 } }));
    const { callsTo } = showQuote();
    await screen.findByText(/^Diisi dari file:/, {}, READ);
    expect(callsTo('POST', '/bff/api/costom-prototype/request-costom')).toHaveLength(0);
    expect(keptQuoteDesign).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan sebagai Draf' }));
    await waitFor(() => expect(location()).toHaveTextContent(`/custom-prototype?edit=${DRAFT_ID}`));
    expect(callsTo('POST', '/bff/api/costom-prototype/request-costom')).toHaveLength(1);
  });

  it('tells the visitor to choose the file again after logging in when the browser cannot keep it', async () => {
    jest.mocked(keepQuoteDesign).mockRejectedValueOnce(new Error('QuotaExceededError'));
    showQuote();
    await drop(boardZip());
    expect(await screen.findByText(INSTANT_QUOTE_TEXTS.notKept)).toBeInTheDocument();
  });
});
