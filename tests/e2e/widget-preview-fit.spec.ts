import type { Locator, Page } from '@playwright/test';
import { chooseRadioCard, expect, test } from './fixtures';

/**
 * Issue 23, "Preview as it will look": the editor's live preview shows a popup whole. A Corner right popup with
 * Name and Phone on used to lose its title, description and first field above the frame, and the Spotlight popup's
 * icon sat on its call-to-action.
 */
type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'the element has a box').not.toBeNull();
  return found as Box;
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function popupWithNameAndPhone(page: Page, theme: string) {
  await page.goto('/create-widget');
  await expect(page.getByRole('textbox', { name: 'Widget name', exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByText('Popup form', { exact: true }).click();
  await chooseRadioCard(page, theme);
  await page.getByRole('tab', { name: 'Form fields' }).click();
  await page.getByText('Show the Name field', { exact: true }).click();
  await page.getByText('Show the Phone field', { exact: true }).click();
  const preview = page.getByTestId('widget-preview');
  await expect(preview.locator('.w-field-phone')).toBeVisible();
  return preview;
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a Corner right popup with Name and Phone shows its title, first field and button inside the frame', async ({
      page,
      signIn,
    }) => {
      await signIn();
      const preview = await popupWithNameAndPhone(page, 'Corner right');
      const frame = await box(preview);
      for (const part of ['.w-popup .w-title', '.w-popup .w-des', '.w-popup .w-input >> nth=0', '.w-popup .w-cta']) {
        expect(inside(await box(preview.locator(part)), frame), `${part} inside the preview frame`).toBe(true);
      }
      expect(overlap(await box(preview.locator('.w-popup-icon')), await box(preview.locator('.w-cta')))).toBe(false);
    });

    test('the Spotlight popup icon leaves the call-to-action free', async ({ page, signIn }) => {
      await signIn();
      const preview = await popupWithNameAndPhone(page, 'Spotlight');
      const frame = await box(preview);
      const cta = await box(preview.locator('.w-popup .w-cta'));
      expect(inside(cta, frame)).toBe(true);
      expect(inside(await box(preview.locator('.w-popup .w-title')), frame)).toBe(true);
      expect(overlap(await box(preview.locator('.w-popup-icon')), cta)).toBe(false);
    });
  });
}

test.describe('beside a long form at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the preview stays whole in view under the header, and a taller widget scrolls inside its window', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const preview = await popupWithNameAndPhone(page, 'Corner right');
    // The last switches of the form: the page has scrolled well past the preview's own place.
    await page.getByText('Show the Terms and conditions', { exact: true }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    const header = await box(page.locator('header').first());
    const heading = await box(page.getByRole('heading', { name: 'Live preview' }));
    expect(heading.y, 'the heading sits below the app header').toBeGreaterThanOrEqual(header.y + header.height);
    const window_ = await box(preview.locator('xpath=..'));
    expect(window_.y + window_.height, 'the preview window ends inside the viewport').toBeLessThanOrEqual(900);
    // The popup with five fields is taller than the window: its button is reached by scrolling the window itself.
    const cta = preview.locator('.w-popup .w-cta');
    await cta.scrollIntoViewIfNeeded();
    expect(inside(await box(cta), window_), 'the button scrolled into the window').toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  });
});
