import { BOTTOM_COPPER, EXCELLON_DRILL, GERBER_SET, OUTLINE_50_BY_30, TOP_COPPER } from '../../test/gerber-texts';
import { identifyLayer, inspectDesignFiles, outlineSize, sideOfAttribute } from './design-inspection';

const files = (set: Record<string, string>) => Object.entries(set).map(([name, text]) => ({ name, text }));

describe('outlineSize', () => {
  it('measures the box of the drawn outline in mm, wherever it sits', () => {
    expect(outlineSize(OUTLINE_50_BY_30)).toEqual({ width_mm: 50, height_mm: 30 });
  });

  it('reads inches, another format, and coordinates left out because they did not change', () => {
    const inches = ['%FSLAX24Y24*%', '%MOIN*%', 'D10*', 'X0Y0D02*', 'X20000D01*', 'Y10000D01*', 'X0D01*', 'Y0D01*', 'M02*'].join('\n');
    expect(outlineSize(inches)).toEqual({ width_mm: 50.8, height_mm: 25.4 });
  });

  it('follows arcs by their end points and keeps the D code of the previous block', () => {
    const rounded = [
      '%FSLAX46Y46*%',
      '%MOMM*%',
      'G75*',
      'X0Y1000000D02*',
      'G01*',
      'X0Y29000000D01*',
      'G03X1000000Y30000000I1000000J0D01*',
      'X49000000Y30000000*',
      'M02*',
    ].join('\n');
    expect(outlineSize(rounded)).toEqual({ width_mm: 49, height_mm: 29 });
  });

  it('reads trailing-zero omission and ignores flashes, moves and aperture selections', () => {
    // Two integer digits, trailing zeros left out: X1 is 10 mm, Y15 is 15 mm.
    const trailing = ['%FSTAX23Y23*%', '%MOMM*%', 'D11*', 'X5Y5D03*', 'X9Y9D02*', 'X1Y1D02*', 'X3Y1D01*', 'X3Y15D01*', 'M02*'].join('\n');
    expect(outlineSize(trailing)).toEqual({ width_mm: 20, height_mm: 5 });
  });

  it('is null when nothing is drawn', () => {
    expect(outlineSize('G04 empty*\n%FSLAX46Y46*%\n%MOMM*%\nM02*\n')).toBeNull();
  });
});

describe('identifyLayer', () => {
  it.each([
    ['board.GTL', 'copper-top', TOP_COPPER],
    ['board.gbl', 'copper-bottom', BOTTOM_COPPER],
    ['board.G1', 'copper-inner', TOP_COPPER],
    ['proj-F_Cu.gbr', 'copper-top', TOP_COPPER],
    ['proj_B.Cu.gbr', 'copper-bottom', TOP_COPPER],
    ['proj-In1_Cu.gbr', 'copper-inner', TOP_COPPER],
    ['Copper_Top.gbr', 'copper-top', TOP_COPPER],
    ['gerber/proj-Edge_Cuts.gm1', 'outline', OUTLINE_50_BY_30],
    ['board.gko', 'outline', OUTLINE_50_BY_30],
    ['proj-F_SilkS.gbr', 'silkscreen', TOP_COPPER],
    ['board.TXT', 'drill', EXCELLON_DRILL],
    ['notes.gbr', 'other', TOP_COPPER],
  ])('knows %s as %s', (name, layer, text) => {
    expect(identifyLayer({ name, text })).toBe(layer);
  });

  it('believes the Gerber X2 file function before the name', () => {
    const x2 = `%TF.FileFunction,Copper,L2,Bot*%\n${TOP_COPPER}`;
    expect(identifyLayer({ name: 'proj-F_Cu.gbr', text: x2 })).toBe('copper-bottom');
    expect(identifyLayer({ name: 'x.gbr', text: `%TF.FileFunction,Profile,NP*%\n${OUTLINE_50_BY_30}` })).toBe('outline');
  });

  it('recognises no layer in a file that is neither Gerber nor drill, whatever its name', () => {
    expect(identifyLayer({ name: 'readme.txt', text: 'Papan sensor, 2 layer, warna hijau.' })).toBeNull();
    expect(identifyLayer({ name: 'board.GTL', text: '%PDF-1.7 …' })).toBeNull();
  });
});

describe('sideOfAttribute', () => {
  it('reads the side Gerber X2 gives a file, whatever its function, and nothing where it gives none', () => {
    expect(sideOfAttribute('%TF.FileFunction,Soldermask,Bot*%\nG04 x*')).toBe('bottom');
    expect(sideOfAttribute('%TF.FileFunction,Copper,L1,Top*%')).toBe('top');
    expect(sideOfAttribute('%TF.FileFunction,Profile,NP*%')).toBeNull();
    expect(sideOfAttribute(TOP_COPPER)).toBeNull();
  });
});

describe('inspectDesignFiles', () => {
  it('answers the outline size, the copper layers, the smallest hole and track, and each design file with its layer', () => {
    expect(inspectDesignFiles([...files(GERBER_SET), { name: 'readme.txt', text: 'halo' }])).toEqual({
      width_mm: 50,
      height_mm: 30,
      copper_layers: 2,
      min_hole_mm: 0.8,
      min_track_mm: 0.1,
      files: [
        { name: 'board.GKO', layer: 'outline' },
        { name: 'board.GTL', layer: 'copper-top' },
        { name: 'board.GBL', layer: 'copper-bottom' },
        { name: 'board.TXT', layer: 'drill' },
      ],
      rules: expect.any(Array),
    });
  });

  it('leaves the size unknown without an outline', () => {
    expect(inspectDesignFiles(files({ 'board.GTL': TOP_COPPER }))).toMatchObject({ width_mm: null, height_mm: null, copper_layers: 1, min_hole_mm: null });
  });

  it('is null when no file is a Gerber or drill file', () => {
    expect(inspectDesignFiles(files({ 'readme.txt': 'Lihat lampiran.' }))).toBeNull();
  });
});
