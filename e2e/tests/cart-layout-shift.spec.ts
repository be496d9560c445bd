import { expect, test, type Page } from '../support/fixtures';
import { prototypeDraft } from '../support/custom-form';
import { products } from '../support/orders';
import { logIn, registerVerifiedBuyer } from '../support/shop';

/**
 * Issue 38: the two carts held still as their data arrived only because the buyer measured had one short row. A phone on a
 * slow network paints the page before its lists answer; here every BFF call answers 600 ms late, so the spinner is painted
 * first, and the buyer has three cart rows and two drafts (whose cards carry the promised review time, a load of its own).
 * Nothing the reader sees may then move: the layout shifts are summed as Lighthouse counts them (no input before them).
 */
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
const ANSWER_DELAY_MS = 600;
const MOVED_AT_MOST = 0.005;

/** Every layout shift from the page's start: its score and what moved, from where to where. */
const OBSERVE_SHIFTS = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map((source) => {
        const node = source.node instanceof Element ? source.node : source.node?.parentElement;
        const name = node ? node.tagName.toLowerCase() + ' "' + (node.textContent || '').trim().slice(0, 30) + '"' : 'a node';
        return name + ' y ' + Math.round(source.previousRect.y) + ' → ' + Math.round(source.currentRect.y);
      });
      window.__shifts.push({ value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

async function shiftsWhileLoading(page: Page, path: string, loaded: () => Promise<void>) {
  await page.route('**/bff/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ANSWER_DELAY_MS));
    await route.fallback();
  });
  await page.goto(path);
  await expect(page.getByText(/Memuat/)).toBeVisible();
  await loaded();
  // Two frames after the content: a shift it causes is reported by then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.unroute('**/bff/api/**');
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), moved: shifts.flatMap((shift) => shift.moved) };
}

test('the cart and the custom cart do not move under the reader as their lists arrive', async ({ page }) => {
  const buyer = await registerVerifiedBuyer(page);
  await logIn(page, buyer.email, buyer.password);
  const inStock = (await products()).filter((product) => product.stock > 0).slice(0, 3);
  for (const product of inStock) {
    const added = await page.request.post('/bff/api/cart/add-product', { headers: { 'x-csrf': '1' }, data: { id_product: product._id } });
    expect(added.status()).toBe(201);
  }
  await prototypeDraft(page.request);
  await prototypeDraft(page.request);
  await page.addInitScript(OBSERVE_SHIFTS);

  for (const size of SIZES) {
    await page.setViewportSize(size);
    const cart = await shiftsWhileLoading(page, '/keranjang', async () => {
      await expect(page.getByTestId('cart-row')).toHaveCount(3);
    });
    expect(cart.total, `/keranjang at ${size.name}: ${cart.moved.join('; ')}`).toBeLessThanOrEqual(MOVED_AT_MOST);
    const custom = await shiftsWhileLoading(page, '/keranjang/costom-product', async () => {
      await expect(page.getByTestId('review-promise')).toHaveCount(2);
    });
    expect(custom.total, `/keranjang/costom-product at ${size.name}: ${custom.moved.join('; ')}`).toBeLessThanOrEqual(MOVED_AT_MOST);
  }
});
