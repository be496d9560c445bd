import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { logInAdmin } from './admin';
import { watchBrowserProblems } from './fixtures';
import { gerberZip } from './gerber';
import { logIn, registerVerifiedBuyer } from './shop';

/** A custom form's field by its title; a required one's label ends with the `*` indicator. */
export const formField = (page: Page, title: string) => page.getByLabel(new RegExp(`^${title}\\s*\\*?$`));

/** Picks each `[title, option]` on the form, in order. */
export async function chooseOptions(page: Page, choices: readonly [string, string][]) {
  for (const [title, option] of choices) await formField(page, title).selectOption(option);
}

/** A Single Piece prototype's required choices from the seeded catalogue, by the form's titles (each field is its title in snake case). */
export const PROTOTYPE_CHOICES: readonly [string, string][] = [
  ['Board Type', 'Single Piece'],
  ['Design In Panel', '1'],
  ['Width', '50 mm'],
  ['Length', '50 mm'],
  ['Quantity', '10 pcs'],
  ['Layer', '2 Layer'],
  ['Material', 'FR-4'],
  ['Thickness', '1.6 mm'],
  ['Min Track', '10 mil'],
  ['Min Hole', '0.4 mm'],
  ['Solder Mask', 'Green'],
  ['Silkscreen', 'White'],
  ['Uv Printing', 'No'],
  ['Surface Finish', 'Lead Free'],
  ['Finish Copper', '1 oz CU'],
];

/** A custom request as the buyer's surface answers it. */
export interface SentRequest {
  _id: string;
  status: string;
  total_cost: number;
  design_file: string | null;
}

const WRITE = { 'X-CSRF': '1' };
/** The request's field of a form title: its title in snake case. */
export const fieldOf = (title: string) => title.toLowerCase().replace(/ /g, '_');

/** The id of a Single Piece prototype saved to the custom cart through the BFF with `request`'s buyer session, as the form does. */
export async function prototypeDraft(request: APIRequestContext): Promise<string> {
  const specification = Object.fromEntries(PROTOTYPE_CHOICES.map(([title, option]) => [fieldOf(title), option]));
  const created = await request.post('/bff/api/costom-prototype/request-costom', { headers: WRITE, data: specification });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: SentRequest }).data._id;
}

/**
 * A new buyer, signed in, with a Single Piece prototype draft in the custom cart, the page open on it:
 * the draft's id, its card and the card's design file input, for the spec to give a board.
 */
export async function draftWithBoard(page: Page) {
  const buyer = await registerVerifiedBuyer(page);
  await logIn(page, buyer.email, buyer.password);
  const id = await prototypeDraft(page.request);
  await page.goto('/keranjang/costom-product');
  const card = page.getByTestId('custom-request').first();
  return { id, card, designFile: card.getByLabel(/File desain/) };
}

/**
 * The buyer sends the draft on `card` for review; then the admin, signed in on a browser of its own whose
 * problems are watched, opens the requests in review.
 */
export async function sendToAdminReview(page: Page, card: Locator, browser: Browser) {
  await card.getByRole('button', { name: 'Kirim Review' }).click();
  await expect(page.getByText('Request berhasil dikirimkan ke admin')).toBeVisible();
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminProblems = await watchBrowserProblems(adminContext);
  const admin = await adminContext.newPage();
  await logInAdmin(admin);
  await admin.goto('/admin/request-custom?status=admin-review');
  return { admin, adminContext, adminProblems };
}

/** A Single Piece prototype saved and sent for review through the BFF with `request`'s buyer session, as the form and the upload do. */
export async function sentPrototype(request: APIRequestContext): Promise<SentRequest> {
  const _id = await prototypeDraft(request);
  const sent = await request.put(`/bff/api/costom-prototype/${_id}/send-review`, {
    headers: WRITE,
    multipart: { design_file: { name: 'board.zip', mimeType: 'application/zip', buffer: gerberZip(50, 30) } },
  });
  expect(sent.status()).toBe(200);
  return ((await sent.json()) as { data: SentRequest }).data;
}

/** The id of a prototype sent for review (sentPrototype). */
export const prototypeInReview = async (request: APIRequestContext) => (await sentPrototype(request))._id;
