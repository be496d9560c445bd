import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DESIGN_CAPABILITIES } from '@pcb/contract/domain';
import { strFromU8, unzipSync } from 'fflate';
import { withAnswer, type DesignAnswer, type DesignReading } from '../design-reading';
import { readDesign as readAnswers } from '../read-design';
import { twoLayerBoard } from '../../../../contract/test/gerber-texts';
import { zipOf } from '../../testing/gerber-fixture';

jest.setTimeout(60_000);

/** The real clockblock board with its copper files renamed as some KiCad setups name them, which says nothing of the layer. */
function clockblockWithX2Names(): Blob {
  const zip = unzipSync(new Uint8Array(readFileSync(path.join(__dirname, '../../../../contract/test/boards/clockblock.zip'))));
  const files = Object.fromEntries(Object.entries(zip).map(([name, bytes]) => [name, strFromU8(bytes, true)]));
  const withFunction = (text: string, fileFunction: string) => `%TF.FileFunction,${fileFunction}*%\n${text}`;
  const { 'clockblock-F_Cu.gbr': top, 'clockblock-B_Cu.gbr': bottom, ...rest } = files;
  return zipOf({
    ...rest,
    'clockblock-top_layer.gbr': withFunction(top, 'Copper,L1,Top'),
    'clockblock-bottom_layer.gbr': withFunction(bottom, 'Copper,L2,Bot'),
  });
}

/** Every answer the reader gives, in order. */
async function answersOf(zip: Blob, capabilities = DEFAULT_DESIGN_CAPABILITIES) {
  const answers: DesignAnswer[] = [];
  for await (const answer of readAnswers(zip, capabilities)) answers.push(answer);
  return answers;
}

/** The reading with its report, as the preview gathers the answers. */
const readDesign = async (zip: Blob, capabilities = DEFAULT_DESIGN_CAPABILITIES) =>
  (await answersOf(zip, capabilities)).reduce<DesignReading | null>(withAnswer, null);

const realBoard = (name: string) => new Blob([readFileSync(path.join(__dirname, '../../../../contract/test/boards', `${name}.zip`))]);

describe('readDesign', () => {
  // The Arduino's outline (.gko, inches) runs X 0,845…3,545 in and Y 0,97…3,07 in (contract/test/boards/README.md), drawn
  // with a 0,010 in pen: the pictures' view box is that box in mm with y turned downwards, so a place in mm is marked where the files put it.
  it('says where the pictures lie in the files, in mm, and the side of each file', async () => {
    const frame = (await readDesign(realBoard('arduino-uno')))!.picture!.frame;
    expect(frame.mmPerUnit).toBe(1);
    const pen = 0.01 * 25.4;
    [0.845 * 25.4 - pen / 2, -3.07 * 25.4 - pen / 2, 2.7 * 25.4 + pen, 2.1 * 25.4 + pen].forEach((expected, i) =>
      expect(frame.viewBox[i]).toBeCloseTo(expected, 3),
    );
    expect(frame.fileSides).toEqual({
      'arduino-uno.cmp': 'top',
      'arduino-uno.plc': 'top',
      'arduino-uno.stc': 'top',
      'arduino-uno.sol': 'bottom',
      'arduino-uno.sts': 'bottom',
    });
  });

  it('frames a board drawn in mm in mm', async () => {
    const frame = (await readDesign(zipOf(twoLayerBoard(50, 30))))!.picture!.frame;
    expect(frame.mmPerUnit).toBe(1);
  });

  it('draws each layer as the inspection reads it, the Gerber X2 file function before the file name', async () => {
    const reading = await readDesign(clockblockWithX2Names());
    expect(reading?.measures.copper_layers).toBe(2);
    expect(reading?.picture?.sides.top.layers.copper?.length).toBeGreaterThan(0);
    expect(reading?.picture?.sides.bottom.layers.copper?.length).toBeGreaterThan(0);
  });

  it("checks the design against the capabilities it is given, the centre's as the admin saved them", async () => {
    const coarse = { ...DEFAULT_DESIGN_CAPABILITIES, min_track_mm: 0.25, layer_counts: [1, 4] };
    const rules = (await readDesign(clockblockWithX2Names(), coarse))!.report!;
    expect(rules.find((c) => c.rule === 'track')).toMatchObject({ result: 'cannot-be-made', capability: '0,25 mm (9,8 mil)' });
    expect(rules.find((c) => c.rule === 'layers')).toMatchObject({ result: 'cannot-be-made', found: '2 layer', capability: '1, 4 layer' });
  });

  it('answers the pictures before it checks the design, then the report alone', async () => {
    const [first, second, ...more] = await answersOf(zipOf(twoLayerBoard(50, 30)));
    expect(first).toEqual({ reading: expect.objectContaining({ picture: expect.anything(), report: null }) });
    expect(second).toEqual({ report: expect.arrayContaining([expect.objectContaining({ rule: 'outline' })]), checkingMs: expect.any(Number) });
    expect(more).toEqual([]);
  });

  it('answers once, with no reading, for a zip without Gerber', async () => {
    expect(await answersOf(zipOf({ 'readme.txt': 'notes only' }))).toEqual([{ reading: null }]);
  });
});
