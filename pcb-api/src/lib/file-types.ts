/** What a file's first bytes say it is; the only kinds the API stores. */
export type FileKind = 'jpeg' | 'png' | 'zip' | 'rar';

const SIGNATURES: ReadonlyArray<readonly [FileKind, readonly number[]]> = [
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['zip', [0x50, 0x4b, 0x03, 0x04]], // local file header
  ['zip', [0x50, 0x4b, 0x05, 0x06]], // empty archive
  ['zip', [0x50, 0x4b, 0x07, 0x08]], // spanned archive
  ['rar', [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00]], // RAR 1.5–4.x
  ['rar', [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00]], // RAR 5
];

export function sniff(data: Buffer): FileKind | null {
  for (const [kind, bytes] of SIGNATURES) {
    if (data.length >= bytes.length && bytes.every((b, i) => data[i] === b)) return kind;
  }
  return null;
}

/** Lower-case extension of a client file name, without the dot ('' when none). */
export function extensionOf(filename: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(filename);
  return match ? match[1].toLowerCase() : '';
}

export const EXTENSION_OF: Record<FileKind, string> = { jpeg: 'jpg', png: 'png', zip: 'zip', rar: 'rar' };

/** A jpeg or png picture by content (and by declared type, when the client gave one). */
export function pictureKind(data: Buffer, mimetype: string): 'jpeg' | 'png' | null {
  const kind = sniff(data);
  if (kind !== 'jpeg' && kind !== 'png') return null;
  return ['image/jpeg', 'image/jpg', 'image/png', 'application/octet-stream', ''].includes(mimetype) ? kind : null;
}
