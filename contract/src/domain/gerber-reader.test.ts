import { readGerber, smallestDrillMm } from './gerber-reader';

const gerber = (...blocks: string[]) => ['G04 test*', '%FSLAX46Y46*%', '%MOMM*%', ...blocks, 'M02*'].join('\n');

describe('readGerber: the smallest drawing aperture', () => {
  it('takes the smallest aperture that draws, not one that is only defined or flashed', () => {
    const text = gerber(
      '%ADD10C,0.250000*%',
      '%ADD11C,0.100000*%',
      '%ADD12R,0.050000X0.900000*%',
      '%ADD13C,0.050000*%',
      'D10*',
      'X0Y0D02*',
      'X1000000Y0D01*',
      'D12*',
      'X0Y0D03*',
      'G54D11*',
      'X2000000Y0D01*',
    );
    expect(readGerber(text).smallestDrawMm).toBeCloseTo(0.1, 6);
  });

  it('reads a rectangle by its narrow side, inches as inches, and keeps the previous D01 for a bare coordinate', () => {
    const text = ['%FSLAX24Y24*%', '%MOIN*%', '%ADD10R,0.0100X0.0500*%', 'D10*', 'X0Y0D02*', 'X1000Y0D01*', 'X2000Y0*', 'M02*'].join('\n');
    const read = readGerber(text);
    expect(read.smallestDrawMm).toBeCloseTo(0.254, 6);
    expect(read.drawnBox).toEqual({ minX: 0, minY: 0, maxX: 5.08, maxY: 0 });
  });

  it('leaves out region outlines (G36…G37) and clear polarity, which draw no track', () => {
    const text = gerber(
      '%ADD10C,0.010000*%',
      '%ADD11C,0.300000*%',
      '%ADD12C,0.020000*%',
      'D10*',
      'G36*',
      'X0Y0D02*',
      'X1000000Y0D01*',
      'X0Y1000000D01*',
      'G37*',
      '%LPC*%',
      'D12*',
      'X0Y0D02*',
      'X1000000Y0D01*',
      '%LPD*%',
      'D11*',
      'X0Y0D02*',
      'X1000000Y1000000D01*',
    );
    expect(readGerber(text).smallestDrawMm).toBeCloseTo(0.3, 6);
  });

  it('is null when nothing draws', () => {
    expect(readGerber(gerber('%ADD10C,0.1*%', 'D10*', 'X0Y0D03*'))).toEqual({ drawnBox: null, smallestDrawMm: null });
  });
});

describe('smallestDrillMm', () => {
  it('takes the smallest tool that drills a hit, in inches unless the header says metric', () => {
    const inch = ['M48', 'INCH,TZ', 'T01C0.0200', 'T02C0.0400', 'T03C0.0100', '%', 'T01', 'X10000Y10000', 'T02', 'X20000Y10000', 'T03', 'M30'].join('\n');
    expect(smallestDrillMm(inch)).toBeCloseTo(0.508, 6);
    const metric = ['M48', 'METRIC,LZ', 'T1C0.80', 'T2C0.35', '%', 'T2', 'X1.0Y1.0', 'T1', 'X2.0Y2.0', 'M30'].join('\r\n');
    expect(smallestDrillMm(metric)).toBeCloseTo(0.35, 6);
  });

  it('reads tools defined in the body and is null when nothing is drilled', () => {
    expect(smallestDrillMm(['M48', 'M71', '%', 'T5C1.0', 'X1.0Y1.0', 'M30'].join('\n'))).toBe(1);
    expect(smallestDrillMm(['M48', 'METRIC', 'T1C0.8', '%', 'M30'].join('\n'))).toBeNull();
  });
});

describe('reading time', () => {
  // The 706-byte zip of issue 21: 400 KB of spaces in an outline froze pcb-api for about 3 minutes.
  it.each([100_000, 400_000, 1_600_000])('reads %i spaces in linear time', (spaces) => {
    const text = `G04 outline*\n${' '.repeat(spaces)}x*\nM02*\n`;
    const started = performance.now();
    readGerber(text);
    smallestDrillMm(text);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
