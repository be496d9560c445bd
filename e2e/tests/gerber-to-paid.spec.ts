import { expect, test, type Page } from '../support/fixtures';
import { accessibilityViolations } from '../support/accessibility';
import { realBoard } from '../support/gerber';
import { adminApprovesPrototype, choose } from '../support/orders';
import { logIn } from '../support/shop';

// The seeded buyer is a returning one: signed in, with a complete address.
const BUYER = { email: 'buyer@pcb.test', password: 'Buyer#12345' };
/** Issue 37: a signed-in buyer goes from a Gerber zip to a paid custom prototype in at most this many interactions. */
const MOST_INTERACTIONS = 15;

/** Each click, field typed, option chosen, file chosen and confirmation, in the buyer's words. */
function interactionCounter() {
  const done: string[] = [];
  return {
    done,
    async step(what: string, action: () => Promise<unknown>) {
      done.push(what);
      await action();
    },
  };
}

/** The admin's approval with a weight through pcb-api: not the buyer's interactions. */
const approveAsAdmin = (requestId: string) => adminApprovesPrototype(requestId, { weight: 100 });

async function newestInReview(page: Page): Promise<string> {
  const own = (await (await page.request.get('/bff/api/costom-prototype/api/transaksi')).json()) as { _id: string; status: string; createdAt: string }[];
  const inReview = own.filter((request) => request.status === 'admin-review').sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return inReview[0]._id;
}

/** The page passes axe-core's WCAG 2 A and AA rules, and a screenshot is kept to be looked at. */
async function looksRight(page: Page, name: string) {
  expect(await accessibilityViolations(page), `axe-core on ${name}`).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

for (const width of [390, 1280]) {
  test(`a returning buyer goes from a Gerber zip on the home page to a paid prototype in at most ${MOST_INTERACTIONS} interactions (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await logIn(page, BUYER.email, BUYER.password);
    const { done, step } = interactionCounter();

    await step('Klik "CUSTOM NOW" pada Custom Prototype', () => page.getByRole('link', { name: 'CUSTOM NOW: Custom Prototype' }).click());
    const start = page.getByRole('region', { name: 'Mulai dari file Gerber' });
    // A board the centre can make, so the admin approves it without settling a fault with the buyer first.
    await step('Pilih file Gerber (bus-pirate.zip)', () => start.getByLabel(/File desain/).setInputFiles(realBoard('bus-pirate')));

    // 60 × 37 mm, 2 layers, 10 mil tracks, 0,508 mm holes: every option the design answers comes from it, the rest are defaults.
    await expect(
      start.getByText(
        'Diisi dari file: Width 100 mm, Length 50 mm, Layer 2 Layer, Min Track 10 mil, Min Hole 0.5 mm. Anda tetap dapat mengubah semua pilihan.',
      ),
    ).toBeVisible({ timeout: 60_000 }); // a real board takes a while to read on a busy machine
    await expect(start.getByRole('img', { name: 'Sisi atas papan' })).toBeVisible();
    await expect(start.getByRole('alert')).toHaveCount(0);
    // The running total stays on the screen beside the submit, even on a phone far above the price panel.
    const runningTotal = width < 1024 ? page.getByText(/^Total Rp\. [\d.]+$/) : page.getByTestId('price-total');
    await expect(runningTotal).toBeInViewport();
    await looksRight(page, `${width}-form`);

    await step('Klik "Simpan Ke Keranjang"', () => page.getByRole('button', { name: 'Simpan Ke Keranjang' }).click());
    await expect(page).toHaveURL(/\/keranjang\/costom-product$/);
    const draft = page.getByTestId('custom-request').filter({ hasText: 'Menunggu Pengajuan' }).first();
    await expect(draft.getByText(/^File desain terlampir: .+\.zip\./)).toBeVisible();
    await step('Klik "Kirim Review"', () => draft.getByRole('button', { name: 'Kirim Review' }).click());
    await expect(page.getByText('Request berhasil dikirimkan ke admin')).toBeVisible();

    await approveAsAdmin(await newestInReview(page));

    // The buyer comes back to the shop later.
    await page.goto('/');
    await step('Klik ikon keranjang', () => page.getByRole('link', { name: /^Keranjang \(\d+ barang\)$/ }).click());
    await step('Klik "Keranjang Produk Custom"', () => page.getByRole('link', { name: 'Keranjang Produk Custom' }).click());
    const approved = page.getByTestId('custom-request').filter({ hasText: 'Disetujui' }).first();
    await step('Klik "Pesan Sekarang"', () => approved.getByRole('button', { name: 'Pesan Sekarang' }).click());
    await expect(page).toHaveURL(/\/checkout\?custom=/);
    await looksRight(page, `${width}-checkout`);

    await step('Pilih kurir JNE', () => page.getByRole('combobox', { name: 'Kurir' }).selectOption('jne'));
    await step('Pilih layanan REG', () => page.getByRole('button', { name: /^REG/ }).click());
    await step('Klik "Buat Pesanan"', () => page.getByRole('button', { name: 'Buat Pesanan' }).click());
    await step('Klik "Bayar sekarang" di jendela pembayaran', () => choose(page, 'Bayar sekarang'));
    await expect(page.getByText('Pembayaran Berhasil')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Sudah Bayar' }).first()).toBeVisible();
    await looksRight(page, `${width}-paid`);

    console.log(`${width} px: ${done.length} interactions\n${done.map((what, i) => `  ${i + 1}. ${what}`).join('\n')}`);
    expect(done.length).toBeLessThanOrEqual(MOST_INTERACTIONS);
  });
}
