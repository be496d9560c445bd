import { screen, within } from '@testing-library/react';
import { DesignPreview } from '../../components/design-preview';
import { renderWithShell } from '../../testing/render';
import { designWarnings, expectedFromRequest } from '../design-check';
import { twoLayerBoardZip, zipOf } from './gerber-fixture';

describe('DesignPreview', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:svg');
    URL.revokeObjectURL = jest.fn();
  });

  it('lists each file with its layer, gives the size and copper layers, and draws both sides', async () => {
    renderWithShell(<DesignPreview file={twoLayerBoardZip(50, 30)} fileName="board.zip" expected={{ widthMm: 50, lengthMm: 50, copperLayers: 2 }} />);
    expect(await screen.findByText(/Ukuran papan: 50 × 30 mm/)).toHaveTextContent('Lapisan tembaga: 2');
    const files = screen.getByRole('table', { name: 'File di dalam zip' });
    expect(within(files).getByRole('row', { name: 'board-F_Cu.gtl Tembaga atas' })).toBeInTheDocument();
    expect(within(files).getByRole('row', { name: 'board-Edge_Cuts.gm1 Outline papan' })).toBeInTheDocument();
    expect(within(files).getByRole('row', { name: 'board.drl Drill' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sisi atas papan' })).toHaveAttribute('src', 'blob:svg');
    expect(screen.getByRole('img', { name: 'Sisi bawah papan' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the page what it measured once the files are read (the Gerber-first form)', async () => {
    const onMeasured = jest.fn();
    renderWithShell(<DesignPreview file={twoLayerBoardZip(50, 30)} fileName="board.zip" onMeasured={onMeasured} />);
    await screen.findByText(/Ukuran papan: 50 × 30 mm/);
    expect(onMeasured).toHaveBeenCalledTimes(1);
    expect(onMeasured).toHaveBeenCalledWith({ widthMm: 50, heightMm: 30, copperLayers: 2 });
  });

  it('warns when the files disagree with the request, and still shows the preview', async () => {
    renderWithShell(<DesignPreview file={twoLayerBoardZip(120, 30)} fileName="board.zip" expected={{ widthMm: 100, lengthMm: 100, copperLayers: 1 }} />);
    expect(await screen.findByText('Ukuran papan pada file (120 × 30 mm) melebihi ukuran pada permintaan (100 × 100 mm).')).toBeInTheDocument();
    expect(screen.getByText('File berisi 2 lapisan tembaga, sedangkan permintaan menyebut 1 layer.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sisi atas papan' })).toBeInTheDocument();
  });

  it('says clearly when the zip holds no Gerber', async () => {
    renderWithShell(<DesignPreview file={zipOf({ 'readme.txt': 'notes only' })} fileName="notes.zip" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('File .zip ini tidak berisi file Gerber atau drill yang dikenali, jadi pratinjau tidak dapat dibuat.');
  });

  it('only notes that a .rar cannot be previewed', async () => {
    renderWithShell(<DesignPreview file={new Blob(['Rar!'])} fileName="board.rar" />);
    expect(await screen.findByText('Pratinjau hanya tersedia untuk file .zip. File .rar tetap diterima dan akan diperiksa oleh admin.')).toBeInTheDocument();
  });
});

describe('design checks', () => {
  it('reads the request fields as numbers', () => {
    expect(expectedFromRequest({ width: '100 mm', length: '50 mm', layer: '2 Layer' })).toEqual({ widthMm: 100, lengthMm: 50, copperLayers: 2 });
    expect(expectedFromRequest({})).toEqual({ widthMm: undefined, lengthMm: undefined, copperLayers: undefined });
  });

  it('accepts a board that fits either way round', () => {
    expect(designWarnings({ size: { widthMm: 30, heightMm: 50 }, copperLayers: 2 }, { widthMm: 50, lengthMm: 30, copperLayers: 2 })).toEqual([]);
  });
});
