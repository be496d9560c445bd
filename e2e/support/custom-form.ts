import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { gerberZip } from './gerber';

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

/** A Single Piece prototype saved and sent for review through the BFF with `request`'s buyer session, as the form and the upload do; its id. */
export async function prototypeInReview(request: APIRequestContext): Promise<string> {
  const write = { 'X-CSRF': '1' };
  const specification = Object.fromEntries(PROTOTYPE_CHOICES.map(([title, option]) => [title.toLowerCase().replace(/ /g, '_'), option]));
  const created = await request.post('/bff/api/costom-prototype/request-costom', { headers: write, data: specification });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { _id: string } }).data._id;
  const sent = await request.put(`/bff/api/costom-prototype/${id}/send-review`, {
    headers: write,
    multipart: { design_file: { name: 'board.zip', mimeType: 'application/zip', buffer: gerberZip(50, 30) } },
  });
  expect(sent.status()).toBe(200);
  return id;
}
