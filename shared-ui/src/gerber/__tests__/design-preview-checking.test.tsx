import { DEFAULT_DESIGN_CAPABILITIES } from '@pcb/contract/domain';
import { act, screen } from '@testing-library/react';
import { DesignPreview } from '../../views/lazy-design-preview';
import { fakeBff } from '../../testing/fake-bff';
import { twoLayerBoardZip } from '../../testing/gerber-fixture';
import { renderWithShell } from '../../testing/render';
import { PREVIEW_TEXTS } from '../design-preview';
import type { readDesign as realReadDesign } from '../read-design';

/** What the reader does after its pictures: hold the report until a test lets it go, or fail. */
let afterPictures: () => Promise<void>;

// The real reader, whose second answer (the report) waits for the test.
jest.mock('../read-design', () => {
  const { readDesign } = jest.requireActual<{ readDesign: typeof realReadDesign }>('../read-design');
  return {
    async *readDesign(...args: Parameters<typeof realReadDesign>) {
      const answers = readDesign(...args);
      yield (await answers.next()).value!;
      await afterPictures();
      yield* answers;
    },
  };
});

/** Each render of the board's viewer, counted: the real viewer under a counting wrapper. */
const viewerRenders = jest.fn();
jest.mock('../board-viewer', () => {
  const actual = jest.requireActual<typeof import('../board-viewer')>('../board-viewer');
  return {
    ...actual,
    BoardViewer(props: Parameters<typeof actual.BoardViewer>[0]) {
      viewerRenders();
      return actual.BoardViewer(props);
    },
  };
});

jest.setTimeout(60_000);
const READ = { timeout: 30_000 };

describe('DesignPreview while the design is checked', () => {
  beforeAll(() => {
    let made = 0;
    URL.createObjectURL = jest.fn(() => `blob:svg-${++made}`);
    URL.revokeObjectURL = jest.fn();
  });
  beforeEach(() => fakeBff({ 'GET /bff/api/design-capabilities': { status: 200, body: DEFAULT_DESIGN_CAPABILITIES } }));

  it('shows the board and says the design is being checked, then gives the report', async () => {
    let releaseReport = () => {};
    afterPictures = () => new Promise<void>((resolve) => (releaseReport = resolve));
    renderWithShell(<DesignPreview file={twoLayerBoardZip(50, 30)} fileName="board.zip" />);
    expect(await screen.findByRole('img', { name: 'Sisi atas papan' }, READ)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PREVIEW_TEXTS.checking);
    expect(screen.getByRole('table', { name: 'Hasil pengukuran file' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pemeriksaan desain' })).not.toBeInTheDocument();

    act(() => releaseReport());
    expect(await screen.findByRole('region', { name: 'Pemeriksaan desain' }, READ)).toBeInTheDocument();
    expect(screen.queryByText(PREVIEW_TEXTS.checking)).not.toBeInTheDocument();
  });

  // Each <img> mounted again, or given a new Blob URL, is every picture's SVG parsed again on the main thread.
  it('keeps the pictures it showed when the report arrives: the viewer not rendered again, the same <img>s and URLs', async () => {
    let releaseReport = () => {};
    afterPictures = () => new Promise<void>((resolve) => (releaseReport = resolve));
    renderWithShell(<DesignPreview file={twoLayerBoardZip(50, 30)} fileName="board.zip" />);
    await screen.findByRole('img', { name: 'Sisi atas papan' }, READ);
    // The hidden side's pictures load once the shown side's are decoded.
    await screen.findByRole('img', { name: 'Sisi bawah papan', hidden: true });
    const shown = () => screen.getAllByRole('img', { hidden: true }).filter((image) => image.tagName === 'IMG');
    const before = shown();
    const urls = before.map((image) => image.getAttribute('src'));
    const calls = [jest.mocked(URL.createObjectURL).mock.calls.length, jest.mocked(URL.revokeObjectURL).mock.calls.length];
    viewerRenders.mockClear();

    act(() => releaseReport());
    await screen.findByRole('region', { name: 'Pemeriksaan desain' }, READ);
    const after = shown();
    expect(after).toHaveLength(before.length);
    after.forEach((image, index) => expect(image).toBe(before[index]));
    expect(after.map((image) => image.getAttribute('src'))).toEqual(urls);
    expect([jest.mocked(URL.createObjectURL).mock.calls.length, jest.mocked(URL.revokeObjectURL).mock.calls.length]).toEqual(calls);
    expect(viewerRenders).not.toHaveBeenCalled();
  });

  it('says the preview failed when the checks fail after the board was drawn', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    afterPictures = () => Promise.reject(new Error('checks failed'));
    renderWithShell(<DesignPreview file={twoLayerBoardZip(50, 30)} fileName="board.zip" />);
    expect(await screen.findByText(PREVIEW_TEXTS.failed, undefined, READ)).toBeInTheDocument();
    expect(screen.queryByText(PREVIEW_TEXTS.checking)).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Gagal memuat', expect.anything(), new Error('checks failed'));
  });
});
