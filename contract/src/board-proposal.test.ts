import { proposeBoardOptions } from './board-proposal';

const group = (type: string, labels: string[]) => ({ type, data: labels.map((label) => ({ type: label, cost: 0 })) });
const catalogue = [
  group('Dimensions', ['10 mm', '21 mm', '50 mm', '100 mm', '150 mm', '200 mm', '297 mm', '400 mm']),
  group('Layer Type', ['1 Layer', '2 Layer', '4 Layer']),
];

describe('proposeBoardOptions', () => {
  it('proposes the nearest size and layer options not smaller than the board', () => {
    expect(proposeBoardOptions(catalogue, { widthMm: 219, heightMm: 139.5, copperLayers: 2 })).toEqual({ width: '297 mm', length: '150 mm', layer: '2 Layer' });
  });

  it('takes an option equal to the board, and rounds a layer count up to the next offered', () => {
    expect(proposeBoardOptions(catalogue, { widthMm: 100, heightMm: 50, copperLayers: 3 })).toEqual({ width: '100 mm', length: '50 mm', layer: '4 Layer' });
  });

  it('proposes nothing for a figure the design lacks or no option reaches', () => {
    expect(proposeBoardOptions(catalogue, { widthMm: null, heightMm: 450, copperLayers: 0 })).toEqual({});
    expect(proposeBoardOptions(catalogue, { widthMm: 60, heightMm: 30, copperLayers: 6 })).toEqual({ width: '100 mm', length: '50 mm' });
  });
});
