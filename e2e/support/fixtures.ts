import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Problems a journey expects: why each is expected → the pattern of its text. (An object, not a list:
 * Playwright would read a two-element list given to `test.use` as a value and its options.)
 */
export type ExpectedProblems = Record<string, RegExp>;

type ProblemKind = 'console error' | 'page error' | 'CSP violation' | 'broken image' | '5xx answer';

interface Problem {
  kind: ProblemKind;
  text: string;
}

/** Reported from inside every page: CSP violations and images that fail to load, as they happen. */
const PAGE_WATCH = `(() => {
  const report = (kind, text) => window.__reportPageProblem?.(kind, text);
  document.addEventListener('securitypolicyviolation', (event) =>
    report('CSP violation', event.violatedDirective + ' blocked ' + event.blockedURI));
  window.addEventListener('error', (event) => {
    const target = event.target;
    if (target instanceof HTMLImageElement) report('broken image', target.currentSrc || target.src);
  }, true);
})();`;

/** Images that finished loading without a picture: what a user sees as a broken-image icon. */
async function brokenImagesOf(page: Page): Promise<string[]> {
  if (page.isClosed()) return [];
  return page
    .evaluate(() =>
      Array.from(document.images)
        .filter((image) => image.getAttribute('src') && image.complete && image.naturalWidth === 0)
        .map((image) => image.currentSrc || image.src),
    )
    .catch(() => []);
}

/**
 * Starts listening to every page of `context`; the function it gives back lists what was seen so far,
 * as "kind: text", with the images that show broken at that moment.
 */
export async function watchBrowserProblems(context: BrowserContext): Promise<() => Promise<string[]>> {
  const problems: Problem[] = [];
  const add = (kind: ProblemKind, text: string) => problems.push({ kind, text });
  context.on('console', (message) => {
    if (message.type() === 'error') add('console error', `${message.text()} (${message.location().url})`);
  });
  context.on('weberror', (error) => add('page error', error.error().message));
  context.on('response', (response) => {
    if (response.status() >= 500) add('5xx answer', `${response.status()} ${response.request().method()} ${response.url()}`);
  });
  await context.exposeBinding('__reportPageProblem', (_source, kind: ProblemKind, text: string) => add(kind, text));
  await context.addInitScript(PAGE_WATCH);
  return async () => {
    const broken = (await Promise.all(context.pages().map(brokenImagesOf))).flat();
    return [...problems, ...broken.map((src) => ({ kind: 'broken image' as const, text: src }))].map(({ kind, text }) => `${kind}: ${text}`);
  };
}

/**
 * Playwright's `test` where every journey fails on a console error, a page error, a CSP violation, a
 * broken image or a 5xx answer seen by any page of its browser context. A journey that expects one
 * (a guarded call answering 401 to a visitor, say) lists it: `test.use({ expectedProblems: { why: /text/ } })`.
 */
export const test = base.extend<{ expectedProblems: ExpectedProblems; pageProblems: void }>({
  expectedProblems: [{}, { option: true }],
  pageProblems: [
    async ({ context, expectedProblems }, use) => {
      const problemsSeen = await watchBrowserProblems(context);
      await use();
      const expected = Object.values(expectedProblems);
      const unexpected = (await problemsSeen()).filter((problem) => !expected.some((pattern) => pattern.test(problem)));
      expect(unexpected, 'problems seen by the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Locator, Page } from '@playwright/test';
