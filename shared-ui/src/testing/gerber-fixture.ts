import { strToU8, zipSync } from 'fflate';
import { twoLayerBoard } from '../../../contract/test/gerber-texts';

/** The two-layer test board of `width` × `height` mm in a `gerbers/` folder, zipped as a buyer would send it. */
export function twoLayerBoardZip(width = 50, height = 30): Blob {
  const inFolder = Object.entries(twoLayerBoard(width, height)).map(([name, text]) => [`gerbers/${name}`, text]);
  return zipOf({ ...Object.fromEntries(inFolder), 'gerbers/': '' });
}

export function zipOf(files: Record<string, string>): Blob {
  const zipped = zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
  return new Blob([zipped]);
}
