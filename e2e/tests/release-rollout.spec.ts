import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { chooseOptions, formField, PROTOTYPE_CHOICES } from '../support/custom-form';
import { completeProfile, placeOrder, products } from '../support/orders';
import { cartBadge, logIn, registerVerifiedBuyer } from '../support/shop';
import { repoRoot } from '../support/stack';

const run = promisify(execFile);

/** A remote's file inside a release of the release store: `/20261124-004512-3f9a1c2b/…`. */
const RELEASE_FOLDER = /^\/\d{8}-\d{6}-[0-9a-f]{8}\//;

/** The visible change of the release this journey ships: the home page's title. */
const HERO_FILE = path.join(repoRoot, 'shop-remote/src/features/home/components/hero.tsx');
const HERO_TITLE = 'Pengalaman Terbaik Membeli PCB';
const CHANGED_TITLE = 'Pengalaman Terbaik Membeli PCB di Batam';

/** `npm run <command> -- shop …`, as an engineer runs it; its last line of output. */
async function releaseCommand(command: 'release' | 'promote' | 'rollback', ...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', command, '--', 'shop', ...args], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
  return stdout.trim().split('\n').at(-1) ?? '';
}

/** Builds and publishes a shop release with the changed title; the source is left as it was. */
async function releaseChangedShop(): Promise<string> {
  const original = await readFile(HERO_FILE, 'utf8');
  await writeFile(HERO_FILE, original.replace(`${HERO_TITLE}\n`, `${CHANGED_TITLE}\n`));
  try {
    return await releaseCommand('release');
  } finally {
    await writeFile(HERO_FILE, original);
  }
}

/** The shop release the BFF wrote into a page, as the shell registers it. */
function shopReleaseIn(html: string): string | undefined {
  const block = /<script type="application\/json" id="pcb-remotes">(.*?)<\/script>/.exec(html)?.[1] ?? '{"remotes":[]}';
  return (JSON.parse(block) as { remotes: { name: string; release?: string }[] }).remotes.find((remote) => remote.name === 'shop')?.release;
}

const shopReleaseOf = async (page: Page) => shopReleaseIn(await page.content());

/**
 * How long until the pages the BFFs serve get `release`: within the 5 s a promotion promises. Each BFF
 * of a fleet reads the store on its own, so every answer of a burst (spread over them by the balancer) must name it.
 */
async function firstPageOn(request: APIRequestContext, release: string): Promise<number> {
  const started = Date.now();
  const burst = () => Promise.all(Array.from({ length: 4 }, async () => shopReleaseIn(await (await request.get('/')).text())));
  await expect.poll(burst, { intervals: [50], timeout: 5_000 }).toEqual(Array(4).fill(release));
  return Date.now() - started;
}

test.use({
  expectedProblems: {
    // registerVerifiedBuyer opens the BFF's verification answer, which has no icon; Chromium may ask for one there.
    'the e-mail verification answer has no icon': /status of 404 .*127\.0\.0\.1:\d+\/favicon\.ico\)$/,
  },
});

test('a shop release goes live and is rolled back while a buyer in an open tab carries on to checkout', async ({ page, context, request }) => {
  // One shop build on a shared machine: minutes, not seconds.
  test.setTimeout(10 * 60_000);
  const [product] = await products();
  const buyer = await registerVerifiedBuyer(page);
  await logIn(page, buyer.email, buyer.password);
  await completeProfile(page, { province: 'KEPULAUAN RIAU', city: 'KOTA BATAM', district: 'Batam Kota' }, 'Jl. Rilis No. 1');

  // The live release is the checkout's (a run that failed half-way may have left its own live: roll it back).
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE, exact: true })).toBeVisible();
  await page.goto(`/product/detail/${product._id}`);
  const before = await shopReleaseOf(page);
  expect(before).toBeDefined();
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();

  const changed = await releaseChangedShop();
  expect(changed).not.toBe(before);
  // Publishing alone changes nothing for a new page.
  const fresh = await context.newPage();
  await fresh.goto('/');
  expect(await shopReleaseOf(fresh)).toBe(before);
  await releaseCommand('promote', changed);
  const reachedIn = await firstPageOn(request, changed);
  console.log(`promote → first page on the new release: ${reachedIn} ms`);

  // The open tab carries on with the release it was opened on: its lazily loaded pages come from there.
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await cartBadge(page, 1).click();
  await expect(page).toHaveURL(/\/keranjang$/);
  await page.getByRole('link', { name: 'Custom Product' }).first().click();
  await page.getByRole('link', { name: 'Mulai Custom Prototype' }).click();
  await chooseOptions(page, PROTOTYPE_CHOICES);
  await expect(formField(page, 'Board Type')).toHaveValue('Single Piece');
  await cartBadge(page, 1).click();
  await page.getByRole('checkbox', { name: `Pilih ${product.product_name}`, exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\?cart=/);
  await placeOrder(page);
  await expect(page.getByText('Transaction is created!')).toBeVisible();
  const releaseScripts = scripts.filter((url) => RELEASE_FOLDER.test(new URL(url).pathname));
  expect(releaseScripts.length).toBeGreaterThan(0);
  for (const url of releaseScripts) expect(url).toContain(`/${before}/`);

  // A new tab gets the new release.
  const promotedTab = await context.newPage();
  await promotedTab.goto('/');
  expect(await shopReleaseOf(promotedTab)).toBe(changed);
  await expect(promotedTab.getByRole('heading', { level: 1, name: CHANGED_TITLE })).toBeVisible();

  await releaseCommand('rollback');
  await firstPageOn(request, before as string);
  const rolledBackTab = await context.newPage();
  await rolledBackTab.goto('/');
  expect(await shopReleaseOf(rolledBackTab)).toBe(before);
  await expect(rolledBackTab.getByRole('heading', { level: 1, name: HERO_TITLE, exact: true })).toBeVisible();
  await expect(rolledBackTab.getByText(CHANGED_TITLE)).toHaveCount(0);
});
