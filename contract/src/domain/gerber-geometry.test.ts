import { readDrillHoles, readGerberShapes } from './gerber-geometry';
import { realBoard } from '../../test/real-boards';

const clockblockTop = realBoard('clockblock').find((f) => f.name === 'clockblock-F_Cu.gbr')!.text;

describe('step and repeat (%SR%)', () => {
  // The clockblock's top copper drawn twice side by side, 5 in (127 mm) apart, as a panel would be.
  const panel = (grid: string) => clockblockTop.replace('G54D10*', `%${grid}*%\nG54D10*`).replace('M02*', '%SR*%\nM02*');

  it('copies the block to every place of its grid', () => {
    const single = readGerberShapes(clockblockTop).shapes;
    const inBlock = single.length - readGerberShapes(clockblockTop.replace(/G54D10\*[\s\S]*M02\*/, 'M02*')).shapes.length;
    const twice = readGerberShapes(panel('SRX2Y1I5.0J0')).shapes;
    expect(twice).toHaveLength(single.length + inBlock);
    const [last, copy] = [single.at(-1)!, twice.at(-1)!];
    expect(copy.points[0] - last.points[0]).toBeCloseTo(127, 6);
    expect(copy.points[1]).toBeCloseTo(last.points[1], 6);
  });

  it('ends the reading, incomplete, before a grid too large to hold', () => {
    expect(readGerberShapes(panel('SRX1000Y1000I0.1J0.1'), 150_000)).toMatchObject({ complete: false });
  });
});

describe('routed slots (G85)', () => {
  it('drills a slot as hits half a diameter apart from its start to its end', () => {
    const { holes } = readDrillHoles(['M48', 'METRIC', 'T1C1.000', '%', 'T1', 'X10.0Y10.0G85X12.0Y10.0', 'X20.0Y10.0', 'M30'].join('\n'));
    expect(holes.map(({ x, y }) => [x, y])).toEqual([
      [10, 10],
      [10.5, 10],
      [11, 10],
      [11.5, 10],
      [12, 10],
      [20, 10],
    ]);
  });
});
