import { screen, within } from '@testing-library/react';
import { DesignPreview } from '../../views/lazy-design-preview';
import { renderWithShell } from '../../testing/render';
import { PREVIEW_TEXTS } from '../design-preview';
import { twoLayerBoardZip } from '../../testing/gerber-fixture';

// A board that cannot be drawn (a large 4-layer board did this in the field) while the contract's reader measures it.
jest.mock('../draw-board', () => ({
  drawBoard: () => {
    throw new Error('cannot draw');
  },
}));

jest.setTimeout(60_000);

describe('DesignPreview of a design that cannot be drawn', () => {
  it('says the picture cannot be made and still gives the measures, the files and the warnings', async () => {
    renderWithShell(<DesignPreview file={twoLayerBoardZip(50, 30)} fileName="board.zip" ordered={{ width: '40 mm', length: '30 mm' }} />);
    expect(await screen.findByText(PREVIEW_TEXTS.notDrawn, undefined, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Sisi atas papan' })).not.toBeInTheDocument();
    const facts = within(screen.getByRole('table', { name: 'Hasil pengukuran file' }));
    expect(facts.getByRole('row', { name: /^Ukuran papan / })).toHaveTextContent('50 × 30 mm');
    expect(screen.getByRole('table', { name: 'File di dalam zip' })).toBeInTheDocument();
    expect(screen.getByText('Ukuran papan pada file (50 × 30 mm) melebihi ukuran pada permintaan (40 × 30 mm).')).toBeInTheDocument();
    expect(screen.queryByText(PREVIEW_TEXTS.failed)).not.toBeInTheDocument();
  });
});
