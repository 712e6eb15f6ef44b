import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chooseMenuItem, expect, test } from '../e2e/fixtures';

/**
 * A customer's page on another origin than the app: its own server and port, as `python3 -m http.server` would serve
 * it (a page Playwright made up would count as a public one, and Chromium keeps those from loopback addresses).
 */
let customer: Server;
let customerPage = '';
test.beforeAll(async ({ baseURL }) => {
  const body = `<!doctype html><html lang="en"><title>Ada's bakery</title><h1>Ada's bakery</h1>
    <script async src="${baseURL}/embed/widget.js" data-widget-id="1"></script></html>`;
  customer = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end(body));
  await new Promise<void>((listening) => customer.listen(0, '127.0.0.1', listening));
  customerPage = `http://localhost:${(customer.address() as AddressInfo).port}/landing`;
});
test.afterAll(() => new Promise<void>((closed) => customer.close(() => closed())));

/**
 * Issue 42: under `npm start` the development server answers the API itself, over one store. A widget of the app,
 * pasted as its embed snippet into a page served elsewhere on this machine, loads from that store, and what a visitor
 * sends there is a lead the app lists once its owner confirms the site.
 */
test('a widget pasted into a page on another origin shows, and its lead reaches the app', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/widget-list');
  await expect(page.getByText('Homepage audit box')).toBeVisible();

  // The customer's page: nothing of the app but the snippet, pointing at the development server's script.
  const impression = page.waitForResponse((response) => response.url().endsWith('/api/v1/widget/1/impression/'));
  await page.goto(customerPage);
  const widget = page.locator('[data-rankpilot-widget="1"]');
  await expect(widget.locator('input[name="url"]')).toBeVisible();
  expect(await widget.evaluate((host) => host.shadowRoot?.mode)).toBe('open');
  expect((await impression).status()).toBe(200);

  await widget.locator('input[name="url"]').fill('www.ada-bakes.nl');
  for (const [name, value] of [
    ['keyword', 'sourdough'],
    ['name', 'Ada Baker'],
    ['email', 'ada@ada-bakes.nl'],
  ] as const) {
    const field = widget.locator(`input[name="${name}"]`);
    if (await field.isVisible()) await field.fill(value);
  }
  const [lead] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/v1/public/widget/1/lead/')),
    widget.locator('.w-cta').click(),
  ]);
  expect(lead.status()).toBe(201);
  expect(lead.request().postDataJSON()).toMatchObject({ page_url: customerPage, url: 'www.ada-bakes.nl' });

  // Back in the app, on the development server: the lead waits on the widget's install panel, since the owner never
  // confirmed this site (issue 43); confirming it makes it a lead.
  await page.goto('/widget-list');
  await page.getByRole('button', { name: 'Actions for Homepage audit box' }).click();
  await chooseMenuItem(page, 'Embed code');
  const site = page.getByRole('group', { name: new URL(customerPage).origin });
  await expect(site).toContainText('1 lead waiting');
  await site.getByRole('button', { name: 'Confirm this site' }).click();
  await expect(
    page.getByText(/^Leads from http:\/\/localhost:\d+ are now accepted\. Held leads added: 1\.$/),
  ).toBeVisible();
  await page.goto('/all-leads');
  await expect(page.getByRole('table', { name: 'Leads' }).getByText('ada-bakes.nl').first()).toBeVisible();
});
