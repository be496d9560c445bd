import { measureDesignFile } from '@pcb/contract/domain';
import { drawBoard } from '../draw-board';

const gerber = (...blocks: string[]) => ['%FSLAX46Y46*%', '%MOMM*%', '%ADD10C,0.100*%', '%ADD11C,0.250*%', ...blocks, 'M02*'].join('\n');
/** Gerber's coordinates in micrometres (format 4.6: six decimals of a mm). */
const at = (x: number, y: number) => `X${x * 1e6}Y${y * 1e6}`;
const segment = (from: [number, number], to: [number, number]) => `${at(...from)}D02*\n${at(...to)}D01*`;

const FILES = {
  // The outline's four edges out of order and one of them backwards, as some tools write them.
  'board-Edge_Cuts.gm1': gerber('D10*', segment([50, 0], [50, 30]), segment([0, 0], [50, 0]), segment([0, 30], [50, 30]), segment([0, 30], [0, 0])),
  'board-F_Cu.gtl': gerber('D11*', segment([10, 10], [40, 10])),
  'board-B_Cu.gbl': gerber('D11*', segment([10, 20], [40, 20])),
  'board.drl': ['M48', 'METRIC,TZ', 'T1C0.800', '%', 'T1', 'X10.0Y10.0', 'M30', ''].join('\n'),
};

function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

function picture(files: Record<string, string> = FILES) {
  return drawBoard(Object.entries(files).map(([name, text]) => ({ text, measure: measureDesignFile({ name, text })! })))!;
}

/** A square region of copper from (x0, y0) to (x1, y1) mm. */
const square = (x0: number, y0: number, x1: number, y1: number) =>
  `G36*\n${at(x0, y0)}D02*\n${at(x1, y0)}D01*\n${at(x1, y1)}D01*\n${at(x0, y1)}D01*\n${at(x0, y0)}D01*\nG37*`;

/** The signed area of one ring of path data (`M x y L x y …`). */
function area(ring: string): number {
  const values = ring.replace(/[ML]/g, ' ').trim().split(/\s+/).map(Number);
  let sum = 0;
  for (let i = 0; i < values.length; i += 2) {
    const j = (i + 2) % values.length;
    sum += values[i] * values[j + 1] - values[j] * values[i + 1];
  }
  return sum / 2;
}

describe('drawBoard', () => {
  it("draws each side from the contract's geometry, y upwards, clipped to the outline joined into the board's shape", async () => {
    const { aspectRatio, sides } = picture();
    expect(aspectRatio).toBeCloseTo(50.1 / 30.1);
    const base = await textOf(sides.top.base);
    expect(base).toContain('viewBox="-0.05 -30.05 50.1 30.1"');
    expect(base).toMatch(/<clipPath id="board"><path d="M[^"]+Z" clip-rule="evenodd"\/><\/clipPath>/);

    const topCopper = await Promise.all(sides.top.layers.copper!.map(textOf));
    expect(topCopper.join('')).toContain('<path d="M10 -10L40 -10" fill="none" stroke-width="0.25"/>');
    expect(topCopper.join('')).not.toContain('-20');
    const bottomCopper = await Promise.all(sides.bottom.layers.copper!.map(textOf));
    expect(bottomCopper.join('')).toContain('<path d="M10 -20L40 -20" fill="none" stroke-width="0.25"/>');

    // A hole is a dot of its diameter, on both sides.
    for (const side of [sides.top, sides.bottom]) expect(await textOf(side.layers.drill![0])).toContain('<path d="M10 -10h0" fill="none" stroke-width="0.8"/>');
    expect(sides.top.layers.soldermask).toBeUndefined();
  });

  it('erases what a file drew before a clear shape (%LPC%) and not what it draws after, on copper and on the mask', async () => {
    // A plane, a clearance cut into it, and a pad drawn in the cut afterwards.
    const cut = ['D11*', square(0, 0, 50, 30), '%LPC*%', square(20, 10, 30, 20), '%LPD*%', `${at(25, 15)}D03*`];
    const { sides } = picture({ ...FILES, 'board-F_Cu.gtl': gerber(...cut), 'board-F_Mask.gts': gerber(...cut) });
    const copper = (await Promise.all(sides.top.layers.copper!.map(textOf))).join('');
    const clearing = '<path d="M20 -10L30 -10L30 -20L20 -20L20 -10Z"/>';
    expect(copper).toMatch(
      new RegExp(
        `<mask id="(clear-[\\w-]+)" maskUnits="userSpaceOnUse" x="-0.05" y="-30.05" width="50.1" height="30.1"><rect [^>]+ fill="#fff"/><g color="#000">${clearing}</g></mask>`,
      ),
    );
    const id = /<mask id="(clear-[\w-]+)"/.exec(copper)![1];
    expect(copper).toContain(`<g mask="url(#${id})"><path d="M0 0L50 0L50 -30L0 -30L0 0Z"/></g><path d="M25 -15h0" fill="none" stroke-width="0.25"/>`);
    // On the mask's openings the clear shape is painted white over the plane's black: closed again, the later pad open.
    const mask = await textOf(sides.top.layers.soldermask![0]);
    expect(mask).toContain(`<g color="#000"><path d="M0 0L50 0L50 -30L0 -30L0 0Z"/></g><g color="#fff">${clearing}</g><g color="#000"><path d="M25 -15h0"`);
  });

  it("draws a macro's exposure-off part as a hole in its own flash, leaving the plane under it whole", async () => {
    // A plane, then a donut macro flashed on it: a 2 mm disc less a 1 mm one.
    const donut = ['%AMDONUT*1,1,2,0,0*1,0,1,0,0*%', '%ADD12DONUT*%', 'D11*', square(0, 0, 50, 30), 'D12*', `${at(25, 15)}D03*`];
    const { sides } = picture({ ...FILES, 'board-F_Cu.gtl': gerber(...donut) });
    const copper = (await Promise.all(sides.top.layers.copper!.map(textOf))).join('');
    expect(copper).not.toContain('<mask');
    // The plane, the donut's outer ring and its hole, in one filled path: the hole wound the other way round.
    const [plane, outer, hole] = /<path d="([^"]+)"\/>/.exec(copper)![1].split('Z');
    expect(plane).toBe('M0 0L50 0L50 -30L0 -30L0 0');
    const turn = (ring: string) => Math.sign(area(ring));
    expect(turn(outer)).toBe(-turn(hole));
    expect(Math.abs(area(outer))).toBeCloseTo(Math.PI, 1);
    expect(Math.abs(area(hole))).toBeCloseTo(Math.PI / 4, 1);
  });

  it('does not clip to loops that are only holes when the edge does not close', async () => {
    const ring = [`${at(6, 5)}D02*`, 'G75*', 'G02X6000000Y5000000I-1000000J0D01*'].join('\n');
    const open = gerber('D10*', segment([0, 0], [50, 0]), segment([50, 0], [50, 30]), segment([50, 30], [0, 30]), ring);
    const { sides } = picture({ ...FILES, 'board-Edge_Cuts.gm1': open });
    expect(await textOf(sides.top.base)).not.toContain('clipPath');
  });

  it('draws nothing for files that draw nothing', () => {
    const text = gerber();
    expect(drawBoard([{ text, measure: measureDesignFile({ name: 'empty.gtl', text })! }])).toBeNull();
  });
});
