import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CurrentGlobal } from '@module-federation/runtime-core';
import sharedRuntimePlugin, { RUNTIME_CORE_GLOBAL } from '../shared-runtime-plugin';

const runtimeDist = path.join(__dirname, '../../../../node_modules/@module-federation/runtime/dist');

/** The names a remote's federation runtime imports from `@module-federation/runtime-core`. */
function namesRemotesImport(): string[] {
  const imports = ['index.js', 'utils.js', 'helpers.js'].flatMap((file) =>
    [...readFileSync(path.join(runtimeDist, file), 'utf8').matchAll(/import \{([^}]*)\} from "@module-federation\/runtime-core"/g)].flatMap(([, names]) =>
      names.split(',').map((name) => name.trim()),
    ),
  );
  return [...new Set(imports)].sort();
}

/** The page's global object, where remotes look for the runtime core. */
const page = CurrentGlobal as unknown as Record<string, Record<string, unknown> | undefined>;

describe('the shared federation runtime core', () => {
  afterEach(() => delete page[RUNTIME_CORE_GLOBAL]);

  it('is handed to the remotes before the shell initialises its federation', () => {
    const args = { options: { name: 'shell' } };
    expect(sharedRuntimePlugin().beforeInit?.(args as never)).toBe(args);
    expect(page[RUNTIME_CORE_GLOBAL]).toMatchObject({ ModuleFederation: expect.any(Function) });
  });

  // A remote built with externalRuntime reads these from the global: one missing, and it fails on the page.
  it("holds every name a remote's runtime imports from it, and only those", () => {
    sharedRuntimePlugin().beforeInit?.({ options: { name: 'shell' } } as never);
    const provided = page[RUNTIME_CORE_GLOBAL] ?? {};
    expect(Object.keys(provided).sort()).toEqual(namesRemotesImport());
    for (const name of namesRemotesImport()) expect(provided[name]).toBeDefined();
  });
});
