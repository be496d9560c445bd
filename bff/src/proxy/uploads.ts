import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FormData } from 'undici';
import { httpErrors } from '@fastify/sensible';

/** What an upload may be: its extensions, the first bytes each must start with, the largest size and the spec's texts. */
interface UploadRule {
  magic: Record<string, readonly (readonly number[])[]>;
  maxBytes: number;
  wrongTypeMessage: string;
  tooLargeMessage: string;
}

const JPEG = [[0xff, 0xd8, 0xff]] as const;
const PNG = [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] as const;
const ZIP = [[0x50, 0x4b, 0x03, 0x04]] as const;
const RAR = [
  [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00],
  [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00],
] as const;

const DESIGN_MAX_BYTES = 2_097_152;
const PICTURE_MAX_BYTES = 1_048_576;

const DESIGN: UploadRule = {
  magic: { zip: ZIP, rar: RAR },
  maxBytes: DESIGN_MAX_BYTES,
  wrongTypeMessage: 'Only .zip or .rar files are allowed.',
  tooLargeMessage: 'File size must be less than 2MB.',
};

const PICTURE: UploadRule = {
  magic: { jpg: JPEG, jpeg: JPEG, png: PNG },
  maxBytes: PICTURE_MAX_BYTES,
  wrongTypeMessage: 'Silahkan masukan foto jpeg, png, jpg !',
  tooLargeMessage: 'Size foto maksimal 1MB!',
};

/** The contract's only design-file field; every other file field of the API is a picture. */
const ruleFor = (fieldName: string) => (fieldName === 'design_file' ? DESIGN : PICTURE);

/** Few parts: the API's largest form is a custom prototype request (28 fields) saved with its design. */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 64 * 1024,
  fields: 32,
  files: 2,
  parts: 34,
  headerPairs: 100,
  // One byte over the largest rule, so an oversize file shows up as truncated.
  fileSize: DESIGN_MAX_BYTES + 1,
};

function extensionOf(filename: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(filename);
  return match ? match[1].toLowerCase() : '';
}

function startsWith(data: Buffer, bytes: readonly number[]): boolean {
  return data.length >= bytes.length && bytes.every((byte, i) => data[i] === byte);
}

/** Size first (413), then the extension and the content's first bytes agreeing with it (415). */
function checkUpload(fieldName: string, filename: string, data: Buffer, truncated: boolean): void {
  const rule = ruleFor(fieldName);
  if (truncated || data.length > rule.maxBytes) throw httpErrors.payloadTooLarge(rule.tooLargeMessage);
  const signatures = rule.magic[extensionOf(filename)];
  if (!signatures?.some((bytes) => startsWith(data, bytes))) throw httpErrors.unsupportedMediaType(rule.wrongTypeMessage);
}

async function readFilePart(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Reads the browser's form within the limits and checks every file before anything is sent on,
 * then builds the same form again for the upstream (at most a few MiB held at once).
 */
export async function checkedForm(request: FastifyRequest): Promise<FormData> {
  const form = new FormData();
  for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
    if (part.type === 'field') {
      form.append(part.fieldname, String(part.value));
      continue;
    }
    const data = await readFilePart(part);
    checkUpload(part.fieldname, part.filename, data, part.file.truncated);
    form.append(part.fieldname, new Blob([new Uint8Array(data)], { type: part.mimetype }), part.filename);
  }
  return form;
}
