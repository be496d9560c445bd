import { inspectDesign, NoGerberError } from '../inspect-design';
import { twoLayerBoardZip, zipOf } from './gerber-fixture';

describe('inspectDesign', () => {
  it('identifies each layer, measures the outline and counts the copper layers', async () => {
    const result = await inspectDesign(twoLayerBoardZip(50, 30));
    expect(result.layers).toEqual(
      expect.arrayContaining([
        { filename: 'board-Edge_Cuts.gm1', type: 'outline', side: 'all' },
        { filename: 'board-F_Cu.gtl', type: 'copper', side: 'top' },
        { filename: 'board-B_Cu.gbl', type: 'copper', side: 'bottom' },
        { filename: 'board.drl', type: 'drill', side: 'all' },
      ]),
    );
    expect(result.size).toEqual({ widthMm: 50, heightMm: 30 });
    expect(result.copperLayers).toBe(2);
  });

  it('draws the top and the bottom of the board', async () => {
    const { topSvg, bottomSvg } = await inspectDesign(twoLayerBoardZip());
    expect(topSvg).toMatch(/^<svg/);
    expect(bottomSvg).toMatch(/^<svg/);
    expect(topSvg).not.toEqual(bottomSvg);
  });

  it('refuses a zip without any Gerber or drill file', async () => {
    await expect(inspectDesign(zipOf({ 'readme.txt': 'just notes', 'photo.jpg': 'JFIF' }))).rejects.toBeInstanceOf(NoGerberError);
  });
});
