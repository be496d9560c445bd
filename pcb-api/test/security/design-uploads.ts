import type { FastifyInstance } from 'fastify';
import { strToU8 } from 'fflate';
import { zipOf } from '../gerber-fixtures';
import { bearer, json, multipart } from '../helpers';

/** The review's assembly form (security review, finding H2): any draft takes a design. */
export const ASSEMBLY_DRAFT = {
  flexible_option: 'Turnkey',
  board_type: 'Single Piece',
  assembly_side: 'Top Side',
  quantity: 1,
  pay_attention: 'No',
  notes: 'x',
  number_unik_part: 1,
  number_SMD_part: 1,
  number_BGA_QFP: 0,
  throught_hole: 0,
  board_to_delivery: 'No',
  function_test: 'No',
  cable_wire_harness_assembly: 'No',
  detail_information: 'x',
};

/** Issue 21's attack: an outline holding a run of `spaces` spaces, which deflates to a few hundred bytes. */
export const whitespaceZip = (spaces: number) => zipOf({ 'board.GKO': `G04 outline*\n${' '.repeat(spaces)}x*\nM02*\n` });

/**
 * A copper layer of `megabytes` MB of short draws (a 4 KB block repeated), with a stored random padding so the
 * archive stays under the hundredfold ratio: legal, but real work for the reader.
 */
export function heavyZip(megabytes: number): Buffer {
  const block = Array.from({ length: 200 }, (_, i) => `X${1000 + ((i * 7919) % 9000)}Y${1000 + ((i * 104729) % 9000)}D01*\n`).join('');
  const body = block.repeat(Math.ceil((megabytes * 1024 * 1024) / block.length));
  const padding = Uint8Array.from({ length: Math.ceil((megabytes * 1024 * 1024) / 90) }, (_, i) => (i * 2654435761) >>> 24);
  return zipOf({
    'board.GTL': strToU8(`G04 heavy*\n%FSLAX24Y24*%\n%MOMM*%\n%ADD10C,0.2*%\nD10*\n${body}M02*\n`),
    'padding.bin': [padding, { level: 0 }],
  });
}

/** A new assembly draft of the buyer's (or `draftId`, one the buyer has), then its send-review with `zip` (or a .rar named `filename`): the answer and how long it took. */
export async function sendDesign(app: FastifyInstance, token: string, zip: Buffer, { filename = 'board.zip', draftId = '' } = {}) {
  const headers = bearer(token);
  const draft = draftId
    ? { body: { data: { _id: draftId } } }
    : await json<{ data: { _id: string } }>(app, { method: 'POST', url: '/api/costom-assembly/request-costom', headers, payload: ASSEMBLY_DRAFT });
  const form = multipart({}, { design_file: { filename, contentType: 'application/octet-stream', data: zip } });
  const started = performance.now();
  const answer = await json<{ message: string; data?: { design_inspection: unknown } }>(app, {
    method: 'PUT',
    url: `/api/costom-assembly/${draft.body.data._id}/send-review`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  return { ...answer, id: draft.body.data._id, ms: performance.now() - started };
}
