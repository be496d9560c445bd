import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithShell } from '../../testing/render';
import { BoardViewer } from '../board-viewer';
import type { BoardPicture } from '../design-reading';

const svg = () => new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
const side = () => ({ base: svg(), layers: { copper: [svg(), svg()], drill: [svg()] } });
const picture: BoardPicture = {
  aspectRatio: 2,
  frame: { viewBox: [0, -30, 60, 30], mmPerUnit: 1, fileSides: {} },
  sides: { top: side(), bottom: side() },
};

/** The pictures' decoding, finished by the test: Chromium parses an SVG picture on the main thread as it loads. */
function holdDecoding() {
  let finish = () => {};
  const decoded = new Promise<void>((resolve) => (finish = resolve));
  HTMLImageElement.prototype.decode = jest.fn(() => decoded);
  return () => act(async () => finish());
}

describe('BoardViewer, the side not shown', () => {
  let made = 0;
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => `blob:svg-${++made}`);
    URL.revokeObjectURL = jest.fn();
  });

  it('loads its pictures only after the shown side is decoded', async () => {
    const decodingDone = holdDecoding();
    renderWithShell(<BoardViewer picture={picture} />);
    expect(await screen.findByRole('img', { name: 'Sisi atas papan' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Sisi bawah papan', hidden: true })).not.toBeInTheDocument();
    await decodingDone();
    expect(screen.getByRole('img', { name: 'Sisi bawah papan', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sisi bawah papan', hidden: true })).not.toBeVisible();
  });

  it('shows the other side at once when the buyer turns the board before that', async () => {
    holdDecoding();
    renderWithShell(<BoardViewer picture={picture} />);
    await screen.findByRole('img', { name: 'Sisi atas papan' });
    fireEvent.click(screen.getByRole('button', { name: 'Sisi bawah' }));
    expect(screen.getByRole('img', { name: 'Sisi bawah papan' })).toBeVisible();
    // The top's pictures stay loaded for turning back.
    expect(screen.getByRole('img', { name: 'Sisi atas papan', hidden: true })).toBeInTheDocument();
  });
});
