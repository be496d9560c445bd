import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { DesignText } from '../src/domain/design-inspection';

/** The repository's real boards (boards/README.md): each file of the zip as latin1 text, as the workers read them. */
export function realBoard(name: 'arduino-uno' | 'clockblock' | 'bus-pirate'): DesignText[] {
  const entries = unzipSync(readFileSync(path.join(__dirname, 'boards', `${name}.zip`)));
  return Object.entries(entries).map(([file, bytes]) => ({ name: file, text: strFromU8(bytes, true) }));
}
