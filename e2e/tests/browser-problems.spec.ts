import { expect, test } from '@playwright/test';
import { watchBrowserProblems } from '../support/fixtures';

// The shared fixture's own proof: what each page below shows the user is a problem every journey fails on.
test.describe('the browser-problem watch', () => {
  const cases: [string, (page: import('@playwright/test').Page) => Promise<unknown>, RegExp][] = [
    ['a console error', (page) => page.evaluate(() => console.error('something broke')), /^console error: something broke/],
    [
      'a page error',
      (page) =>
        page.evaluate(
          () =>
            void setTimeout(() => {
              throw new Error('uncaught');
            }),
        ),
      /^page error: uncaught/,
    ],
    [
      'an image the CSP blocks',
      (page) => page.evaluate(() => document.body.append(Object.assign(new Image(), { src: 'https://images.example/board.png' }))),
      /^CSP violation: img-src blocked https:\/\/images\.example/,
    ],
    [
      'an image that does not decode',
      (page) => page.evaluate(() => document.body.append(Object.assign(new Image(), { src: 'data:image/png;base64,AAAA' }))),
      /^broken image: data:image\/png/,
    ],
  ];

  for (const [name, cause, seen] of cases) {
    test(`sees ${name}`, async ({ page, context }) => {
      const problemsSeen = await watchBrowserProblems(context);
      await page.goto('/');
      await cause(page);
      await expect.poll(problemsSeen).toContainEqual(expect.stringMatching(seen));
    });
  }

  test('sees nothing on a page without those problems', async ({ page, context }) => {
    const problemsSeen = await watchBrowserProblems(context);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Produk Kami' })).toBeVisible();
    expect(await problemsSeen()).toEqual([]);
  });
});
