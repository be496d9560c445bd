import { defaultPrototypeChoices, proposeBoardOptions, type MeasuredBoard } from './board-proposal';

const group = (type: string, labels: string[]) => ({ type, data: labels.map((label) => ({ type: label, cost: 0 })) });
const catalogue = [
  group('Dimensions', ['10 mm', '21 mm', '50 mm', '100 mm', '150 mm', '200 mm', '297 mm', '400 mm']),
  group('Layer Type', ['1 Layer', '2 Layer', '4 Layer']),
  group('Min Track', ['6 mil', '8 mil', '10 mil', '12 mil']),
  group('Hole', ['0.2 mm', '0.3 mm', '0.4 mm', '0.5 mm']),
];
const board = (measured: Partial<MeasuredBoard>): MeasuredBoard => ({
  widthMm: null,
  heightMm: null,
  copperLayers: 0,
  minHoleMm: null,
  minTrackMm: null,
  ...measured,
});

describe('proposeBoardOptions', () => {
  it('proposes the nearest size and layer options not smaller than the board', () => {
    expect(proposeBoardOptions(catalogue, board({ widthMm: 219, heightMm: 139.5, copperLayers: 2 }))).toEqual({
      width: '297 mm',
      length: '150 mm',
      layer: '2 Layer',
    });
  });

  it('takes an option equal to the board, and rounds a layer count up to the next offered', () => {
    expect(proposeBoardOptions(catalogue, board({ widthMm: 100, heightMm: 50, copperLayers: 3 }))).toEqual({
      width: '100 mm',
      length: '50 mm',
      layer: '4 Layer',
    });
  });

  it('proposes the largest Min Track and Min Hole the smallest measured track and hole still meet', () => {
    // 0.2 mm is 7.9 mil: 8 mil would be finer than the board can be made with; 0.35 mm holes need the 0.3 mm minimum.
    expect(proposeBoardOptions(catalogue, board({ minTrackMm: 0.2, minHoleMm: 0.35 }))).toEqual({ min_track: '6 mil', min_hole: '0.3 mm' });
    // 10 mil written to the micrometre (0.254 mm) and a 0.4 mm hole meet their own options.
    expect(proposeBoardOptions(catalogue, board({ minTrackMm: 0.254, minHoleMm: 0.4 }))).toEqual({ min_track: '10 mil', min_hole: '0.4 mm' });
  });

  it('proposes nothing for a figure the design lacks or no option fits', () => {
    expect(proposeBoardOptions(catalogue, board({ heightMm: 450 }))).toEqual({});
    expect(proposeBoardOptions(catalogue, board({ widthMm: 60, heightMm: 30, copperLayers: 6, minTrackMm: 0.1, minHoleMm: 0.15 }))).toEqual({
      width: '100 mm',
      length: '50 mm',
    });
  });
});

describe('defaultPrototypeChoices', () => {
  it('defaults the standard prototype choices the catalogue offers and leaves the size to the design', () => {
    expect(defaultPrototypeChoices(catalogue)).toEqual({ layer: '2 Layer', min_track: '10 mil', min_hole: '0.4 mm' });
  });
});
