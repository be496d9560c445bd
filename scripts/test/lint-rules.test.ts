import path from 'node:path';
import { ESLint } from 'eslint';

// The layering rules live in eslint.config.js; these cases keep them from silently stopping to work.
const root = path.resolve(__dirname, '../..');
// The config is CommonJS: required, it needs no ESM loader under jest.
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: require(path.join(root, 'eslint.config.js')) });

/** The rules a file breaks, if it held `code`. */
async function brokenRules(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId);
}

const FEATURE = 'shop-remote/src/features/cart/components/cart-page.tsx';

describe('the layering rules ESLint keeps', () => {
  it('refuses a feature that imports app/', async () => {
    expect(await brokenRules(FEATURE, "export { ShopLayout } from '../../../app/layout/shop-layout';")).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses a feature that imports another feature', async () => {
    expect(await brokenRules(FEATURE, "export { HomePage } from '../../home/components/home-page';")).toEqual(['import-x/no-restricted-paths']);
  });

  it("lets a feature import its own files and its remote's lib/", async () => {
    expect(await brokenRules(FEATURE, "export { cartQuery } from '../../../lib/cart-query';\nexport { CartRow } from './cart-row';")).toEqual([]);
  });

  it("lets a feature's test render the whole app, as the shell does", async () => {
    const test = 'admin-remote/src/features/auth/__tests__/admin-login-page.test.tsx';
    expect(await brokenRules(test, "export { default } from '../../../app/admin-app';")).toEqual([]);
  });

  it('refuses lib/ importing a feature', async () => {
    // The cart page imports lib/paths, so this is a cycle as well.
    expect(await brokenRules('shop-remote/src/lib/paths.ts', "export { CartPage } from '../features/cart/components/cart-page';")).toEqual([
      'import-x/no-cycle',
      'import-x/no-restricted-paths',
    ]);
  });

  it.each(['@chakra-ui/react', 'react-router-dom', '@tanstack/react-query', 'zustand', 'react-hook-form'])(
    'refuses an app importing %s other than through shared-ui',
    async (library) => {
      expect(await brokenRules(FEATURE, `export * from '${library}';`)).toEqual(['no-restricted-imports']);
      expect(await brokenRules('shell/src/app/app.tsx', `export * from '${library}';`)).toEqual(['no-restricted-imports']);
    },
  );

  it('refuses the overlays, forms and views entries on the first load, and allows them in a lazily loaded page', async () => {
    const overlays = "export { Drawer } from '@pcb/shared-ui/overlays';";
    expect(await brokenRules('shop-remote/src/features/home/components/hero.tsx', overlays)).toEqual(['no-restricted-imports']);
    expect(await brokenRules('shop-remote/src/app/layout/top-bar.tsx', overlays)).toEqual(['no-restricted-imports']);
    expect(await brokenRules('shell/src/app/app.tsx', overlays)).toEqual(['no-restricted-imports']);
    expect(await brokenRules('shop-remote/src/app/layout/side-drawer.tsx', overlays)).toEqual([]);
    expect(await brokenRules(FEATURE, overlays)).toEqual([]);
  });

  it("refuses shared-ui's core a static import of a lazy entry, and allows import() and type-only imports", async () => {
    const core = 'shared-ui/src/core/components/lazy-confirm-dialog.tsx';
    for (const entry of ['views/page-header', 'overlays/confirm-dialog', 'forms', 'gerber/design-preview']) {
      expect(await brokenRules(core, `export * from '../../${entry}';`)).toEqual(['@typescript-eslint/no-restricted-imports']);
      expect(await brokenRules(core, `export const load = () => import('../../${entry}');`)).toEqual([]);
    }
    expect(await brokenRules('shared-ui/src/core/index.ts', "export { DataTable } from '../views/data-table';")).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await brokenRules(core, "export type { ConfirmDialogProps } from '../../overlays/confirm-dialog';")).toEqual([]);
    expect(await brokenRules('shared-ui/src/views/data-table.tsx', "export { Loading } from '../core/components/loading';")).toEqual([]);
  });

  it('refuses the whole endpoint table in browser code, and leaves it to the servers', async () => {
    const wholeTable = "export { endpoints } from '@pcb/contract';";
    expect(await brokenRules('shared-ui/src/core/api/client.ts', wholeTable)).toEqual(['no-restricted-imports']);
    expect(await brokenRules(FEATURE, wholeTable)).toEqual(['no-restricted-imports']);
    expect(await brokenRules('bff/src/proxy/allow-list.ts', wholeTable)).toEqual([]);
  });

  it('refuses the wire contract in a domain rule, and lets the wire contract import the rules', async () => {
    expect(await brokenRules('contract/src/domain/custom-pricing.ts', "export { endpoint } from '../endpoint';")).toEqual(['import-x/no-restricted-paths']);
    expect(await brokenRules('contract/src/domain/board-proposal.ts', "export { quotePrototype } from './custom-pricing';")).toEqual([]);
    expect(await brokenRules('contract/src/review-time.ts', "export { REVIEW_DAYS } from './domain/review-time';")).toEqual([]);
  });

  it('keeps the server helpers out of the wire contract, the rules and the UI, and lets the servers import them', async () => {
    const serverLog = "export { serverLogOptions } from '@pcb/contract/server/log';";
    expect(await brokenRules('contract/src/bff.ts', "export { REQUEST_ID_HEADER } from './server/log';")).toEqual(['import-x/no-restricted-paths']);
    expect(await brokenRules('contract/src/domain/rupiah.ts', "export { REQUEST_ID_HEADER } from '../server/log';")).toEqual(['import-x/no-restricted-paths']);
    expect(await brokenRules('shared-ui/src/api/client.ts', serverLog)).toEqual(['import-x/no-restricted-paths']);
    expect(await brokenRules('bff/src/app.ts', serverLog)).toEqual([]);
  });

  it('refuses a UI package in a server', async () => {
    expect(await brokenRules('bff/src/app.ts', "export { bff } from '../../shared-ui/src/core/api/client';")).toEqual(['import-x/no-restricted-paths']);
  });
});
