import { buyerToken, json, useTestApp } from '../helpers';
import { heavyZip, sendDesign, whitespaceZip } from './design-uploads';

// Issue 21, security review finding H2: a zip of a few hundred bytes holding 400 KB of spaces in a .GKO held
// pcb-api's event loop for about 3 minutes, answering nobody.
// The time cap is not under test here: the heavy design's 6–12 s on a busy machine must not meet it.
const testApp = useTestApp({ DESIGN_INSPECTION_TIMEOUT_MS: '60000' });

describe('the Gerber reader attack', () => {
  // Under jest the worker also transpiles its TypeScript sources as it starts (about a second on a busy machine):
  // the bound is that plus the reading, which takes milliseconds; the old reader took minutes.
  it.each([400_000, 1_000_000])('measures an outline of %i spaces in seconds, not minutes, and answers', async (spaces) => {
    const app = testApp();
    const sent = await sendDesign(app, await buyerToken(app), whitespaceZip(spaces));
    expect(sent.status).toBe(200);
    expect(sent.body.data?.design_inspection).toMatchObject({ width_mm: null, copper_layers: 0, files: [{ name: 'board.GKO', layer: 'outline' }] });
    expect(sent.ms).toBeLessThan(4000);
  });

  // Ordering, not timing (a busy CI machine stretches every figure): on the main thread the inspection
  // would finish before the product list could even be asked for.
  it('keeps the event loop free while a heavy design is inspected: another request is answered first', async () => {
    const app = testApp();
    const token = await buyerToken(app);
    let inspected = false;
    const inspecting = sendDesign(app, token, heavyZip(30)).then((sent) => {
      inspected = true;
      return sent;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const products = await json(app, { method: 'GET', url: '/api/product' });
    const answeredWhileInspecting = !inspected;
    const sent = await inspecting;
    expect(products.status).toBe(200);
    expect(sent.status).toBe(200);
    expect(answeredWhileInspecting).toBe(true);
  });
});
