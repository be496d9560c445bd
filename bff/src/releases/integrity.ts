import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { ReleaseManifest, RemoteName } from '@pcb/contract';
import { ReleaseError, type BuildFile, type FileSeal, type ReleaseStore, type SealedRelease } from './store';

/**
 * A release is sealed when it is published: its manifest lists every file's SHA-256 and size, and a
 * signature covers the manifest, an HMAC with RELEASE_SIGNING_KEY when one is set. Promote and rollback
 * verify the whole release against it; the remotes' server (scripts/serve-remote.mjs, the same rules
 * in its own few lines) verifies every file it serves. A file changed, added or removed in the store
 * after publishing, or a manifest rewritten to match, is refused.
 */

/** Shortest key accepted: 32 bytes of a random hex string. */
const MIN_KEY_LENGTH = 32;

const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

/** The manifest as one string, whatever order its keys were stored in (PostgreSQL's jsonb reorders them). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** RELEASE_SIGNING_KEY (or the file RELEASE_SIGNING_KEY_FILE names), required by NODE_ENV=production; undefined when unset. */
export function signingKey(env: Record<string, string | undefined>, readFile: (file: string) => string): string | undefined {
  const key = (env.RELEASE_SIGNING_KEY_FILE ? readFile(env.RELEASE_SIGNING_KEY_FILE) : env.RELEASE_SIGNING_KEY)?.trim() || undefined;
  if (key !== undefined && key.length < MIN_KEY_LENGTH)
    throw new ReleaseError(`RELEASE_SIGNING_KEY terlalu pendek: paling sedikit ${MIN_KEY_LENGTH} karakter acak.`);
  if (key === undefined && env.NODE_ENV === 'production')
    throw new ReleaseError('NODE_ENV=production memerlukan RELEASE_SIGNING_KEY (atau RELEASE_SIGNING_KEY_FILE) untuk menandatangani rilis.');
  return key;
}

function signatureOf(unsigned: Omit<SealedRelease, 'signature'>, key: string | undefined): string {
  const text = canonicalJson(unsigned);
  return key ? `hmac-sha256:${createHmac('sha256', key).update(text).digest('hex')}` : `sha256:${sha256(text)}`;
}

/** A path inside the release's folder: relative, with no `.` or `..` step and no empty one. */
const insideRelease = (file: string) => file.split('/').every((step) => step !== '' && step !== '.' && step !== '..' && !step.includes('\\'));

/** The manifest to store for these files: each file's seal, the total size and the signature. */
export function sealRelease(manifest: Omit<ReleaseManifest, 'bytes'>, files: BuildFile[], key: string | undefined): SealedRelease {
  const outside = files.find((file) => !insideRelease(file.path));
  if (outside) throw new ReleaseError(`Build ditolak: ${outside.path} berada di luar folder rilis.`);
  const seals = Object.fromEntries(files.map(({ path, content }): [string, FileSeal] => [path, { sha256: sha256(content), bytes: content.length }]));
  const unsigned = { ...manifest, bytes: files.reduce((sum, { content }) => sum + content.length, 0), files: seals };
  return { ...unsigned, signature: signatureOf(unsigned, key) };
}

function sameText(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** Why the manifest cannot be trusted, or undefined when its signature holds under this key. */
function signatureProblem(release: Partial<SealedRelease>, key: string | undefined): string | undefined {
  if (typeof release.signature !== 'string' || typeof release.files !== 'object')
    return 'manifest tanpa hash file dan tanda tangan (diterbitkan sebelum rilis disegel)';
  if (key && !release.signature.startsWith('hmac-sha256:')) return 'manifest tidak ditandatangani dengan RELEASE_SIGNING_KEY';
  if (!key && release.signature.startsWith('hmac-sha256:')) return 'manifest ditandatangani; RELEASE_SIGNING_KEY diperlukan untuk memeriksanya';
  const { signature, ...unsigned } = release as SealedRelease;
  return sameText(signature, signatureOf(unsigned, key)) ? undefined : 'tanda tangan manifest tidak cocok (manifest diubah setelah diterbitkan)';
}

/** Each difference between what the manifest sealed and what the store holds now. */
function fileProblems(sealed: Record<string, FileSeal>, stored: Map<string, FileSeal | null>): string[] {
  const changed = Object.entries(sealed).flatMap(([file, seal]) => {
    const now = stored.get(file);
    if (now === undefined) return [`${file} hilang`];
    if (now === null) return [`${file} bukan file biasa`];
    return now.sha256 === seal.sha256 && now.bytes === seal.bytes ? [] : [`${file} berubah`];
  });
  const added = [...stored.keys()]
    .sort()
    .filter((file) => !Object.hasOwn(sealed, file))
    .map((file) => `${file} tidak ada di manifest`);
  return [...changed, ...added];
}

/** The release, if its manifest's signature holds and every stored file matches its seal; otherwise why not, thrown. */
export async function verifyRelease(store: ReleaseStore, remote: RemoteName, id: string, key: string | undefined): Promise<SealedRelease> {
  const release = await store.readRelease(remote, id);
  if (!release) throw new ReleaseError(`Rilis ${remote} ${id} tidak ada di release store.`);
  const problem = release.id === id && release.remote === remote ? signatureProblem(release, key) : 'manifest milik rilis lain';
  const problems = problem ? [problem] : fileProblems(release.files, await store.storedFiles(remote, id));
  if (problems.length > 0)
    throw new ReleaseError(
      `Rilis ${remote} ${id} ditolak, isinya tidak utuh: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (dan ${problems.length - 5} lagi)` : ''}.`,
    );
  return release;
}
