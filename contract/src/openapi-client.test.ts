import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { endpoints } from './index';
import { openApiDocument } from './openapi';

// docs/architecture.md tells API users to run `npx openapi-typescript <pcb-api>/api/docs`: this runs that
// command on the document /api/docs serves and type-checks a client's use of what it writes. (Its own
// process: the generator's dependencies are ES modules, which jest's module system cannot require.)
const GENERATOR = path.join(path.dirname(require.resolve('openapi-typescript/package.json')), 'bin', 'cli.js');

const CLIENT_USE = `
import type { paths } from './client';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type ProductAnswer = JsonOf<paths['/product/{id}']['get']['responses'][200]>;
type LoginBody = JsonOf<NonNullable<paths['/login/buyer']['post']['requestBody']>>;

export const id: paths['/product/{id}']['get']['parameters']['path']['id'] = '665f1c2e9b1e8a0012345678';
export const price: ProductAnswer['harga'] = 12000;
export const uncategorised: ProductAnswer['id_category'] = null;
export const login: LoginBody = { email: 'buyer@pcb.test', password: 'Buyer#12345' };
// @ts-expect-error a price is a number of rupiah, not text
export const priceAsText: ProductAnswer['harga'] = '12.000';
// @ts-expect-error a path the API does not have
export type Missing = paths['/no-such-path'];
`;

/** The compiler's messages for `CLIENT_USE` beside the generated `client.d.ts`, both kept in memory. */
function typeErrors(client: string): string[] {
  const files = new Map([
    ['/client.d.ts', client],
    ['/use.ts', CLIENT_USE],
  ]);
  const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS, types: [] };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, version, ...rest) => {
    const text = files.get(name);
    return text === undefined ? getSourceFile(name, version, ...rest) : ts.createSourceFile(name, text, version);
  };
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  const program = ts.createProgram(['/use.ts'], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('a typed client generated from the OpenAPI document', () => {
  let folder: string;
  beforeAll(async () => (folder = await mkdtemp(path.join(os.tmpdir(), 'pcb-openapi-client-'))));
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('types the API as the contract does: paths, path parameters, bodies and answers', async () => {
    const document = openApiDocument(endpoints, { title: 'PCB API', version: '1.0.0', server: 'http://127.0.0.1:4000/api' });
    await writeFile(path.join(folder, 'openapi.json'), JSON.stringify(document));
    await promisify(execFile)(process.execPath, [GENERATOR, 'openapi.json', '-o', 'client.d.ts'], { cwd: folder });
    expect(typeErrors(await readFile(path.join(folder, 'client.d.ts'), 'utf8'))).toEqual([]);
  }, 60_000);
});
