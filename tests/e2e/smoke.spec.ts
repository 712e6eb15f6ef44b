import { expect, test } from './fixtures';

test('the login page renders a heading and has no serious accessibility violation', async ({
  page,
  expectNoSeriousA11yViolations,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectNoSeriousA11yViolations();
  // Once the app has taken the prerendered form over, the same.
  await expect(page.getByLabel('Email')).toBeEditable();
  await expectNoSeriousA11yViolations();
});

/**
 * Dark mode: the bell's unread count sits inside its badge (every screen's axe scan in dark mode is in
 * color-modes.spec.ts, with light mode). Sign-in is reused: the demo token goes into storage before the first page loads.
 */
const DEMO_TOKEN = 'demo-token-2f8a9c1e';

test('in dark mode the unread count sits inside its red badge on the bell', async ({ page, context }) => {
  await context.addInitScript((token) => {
    try {
      if (!localStorage.getItem('auth')) localStorage.setItem('auth', JSON.stringify({ auth_token: token }));
    } catch {
      return; // a sandboxed frame has no storage
    }
  }, DEMO_TOKEN);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/admin-site-list');
  const badge = page.getByTestId('notifications-count');
  await expect(badge).toHaveText('2');
  const boxes = await badge.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return {
      text: { left: text.left, top: text.top, right: text.right, bottom: text.bottom },
      box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
      background: getComputedStyle(element).backgroundColor,
    };
  });
  expect(boxes.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(boxes.text.left).toBeGreaterThanOrEqual(boxes.box.left - 0.5);
  expect(boxes.text.right).toBeLessThanOrEqual(boxes.box.right + 0.5);
  expect(boxes.text.top).toBeGreaterThanOrEqual(boxes.box.top - 0.5);
  expect(boxes.text.bottom).toBeLessThanOrEqual(boxes.box.bottom + 0.5);
});

/**
 * Issue 27: the ranking chart is a canvas, so axe and text boxes can't see its colours. Every text the chart draws
 * (its axis labels: dates and positions) is recorded with the colour it is drawn in, and each must reach the WCAG
 * contrast of 4.5:1 against the background the canvas sits on, in dark mode (black on near-black fails).
 */
test('in dark mode the ranking chart draws its axis labels in a readable colour', async ({ page, context }) => {
  await context.addInitScript((token) => {
    try {
      if (!localStorage.getItem('auth')) localStorage.setItem('auth', JSON.stringify({ auth_token: token }));
    } catch {
      return; // a sandboxed frame has no storage
    }
    document.cookie = 'cookie_consent=1; path=/';
    const drawn: { text: string; color: string; canvas: HTMLCanvasElement }[] = [];
    (window as unknown as { chartTexts: typeof drawn }).chartTexts = drawn;
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      if (String(text).trim()) drawn.push({ text: String(text), color: String(this.fillStyle), canvas: this.canvas });
      return fillText.call(this, text, ...rest);
    };
  }, DEMO_TOKEN);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/keyword-ranking/3/4/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('main canvas').first()).toBeVisible({ timeout: 10_000 });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { chartTexts: unknown[] }).chartTexts.length))
    .toBeGreaterThan(4);
  const labels = await page.evaluate(() => {
    const probe = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    /** Any CSS colour as [r, g, b, a], through the canvas's own parser (it answers #rrggbb or rgba()). */
    const rgba = (color: string): number[] => {
      probe.fillStyle = '#000000';
      probe.fillStyle = color;
      const value = String(probe.fillStyle);
      if (value.startsWith('#')) return [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)).concat(1);
      return (value.match(/[\d.]+/g) ?? []).map(Number);
    };
    const luminance = ([r, g, b]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((c) => {
        const s = (c ?? 0) / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (lr ?? 0) + 0.7152 * (lg ?? 0) + 0.0722 * (lb ?? 0);
    };
    /** The first opaque background from the canvas up. */
    const backgroundOf = (element: Element | null): number[] => {
      for (let node = element; node; node = node.parentElement) {
        const color = rgba(getComputedStyle(node).backgroundColor);
        if ((color[3] ?? 1) > 0.5) return color;
      }
      return [255, 255, 255, 1];
    };
    const drawn = (window as unknown as { chartTexts: { text: string; color: string; canvas: HTMLCanvasElement }[] })
      .chartTexts;
    return drawn.map(({ text, color, canvas }) => {
      const fg = luminance(rgba(color));
      const bg = luminance(backgroundOf(canvas));
      const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
      return `${text}: ${ratio >= 4.5 ? 'readable' : `contrast ${ratio.toFixed(2)} (${color})`}`;
    });
  });
  // The axes show dates and positions.
  expect(labels.length).toBeGreaterThan(4);
  expect(labels.filter((label) => !label.endsWith(': readable'))).toEqual([]);
});
