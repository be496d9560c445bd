import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.1 levels A and AA, the rules issue 38 holds every screen and dialog to. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Each violation as one line a failing test can print: rule, impact, and the start of each element it found. */
export async function accessibilityViolations(page: Page, include?: string): Promise<string[]> {
  let axe = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (include) axe = axe.include(include);
  const { violations } = await axe.analyze();
  return violations.map(({ id, impact, help, nodes }) => `${id} (${impact}): ${help} at ${nodes.map((node) => node.html.slice(0, 160)).join(', ')}`);
}

/** Resolves when every CSS animation and transition under `locator` has finished (a dialog fading in reads as low contrast). */
export const settled = (locator: Locator) =>
  locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));

/** Whether the focused element lies inside the open dialog. */
const focusIsIn = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));

/**
 * Opens a dialog, drawer or menu from the keyboard (`trigger` focused, then Enter), checks it with axe
 * while open, checks that the focus moved into it and that Tab cannot leave a dialog, closes it with Escape and checks
 * that the focus came back to `trigger`.
 */
export async function dialogProblems(page: Page, trigger: Locator): Promise<string[]> {
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], [role="menu"][data-state="open"]').last();
  await expect(dialog).toBeVisible();
  await settled(dialog);
  const problems = await accessibilityViolations(page);
  if (!(await focusIsIn(dialog))) problems.push('the focus did not move into the dialog');
  // A menu closes on Tab, as menus do; a dialog or a drawer keeps the focus.
  if ((await dialog.getAttribute('role')) !== 'menu') {
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    if (!(await focusIsIn(dialog))) problems.push('Tab let the focus out of the open dialog');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  if (!(await trigger.evaluate((element) => element === document.activeElement))) problems.push('the focus did not come back to what opened the dialog');
  return problems;
}
