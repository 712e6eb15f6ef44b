import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client';
import { setToken } from '../../src/api/session';
import { DEMO_TOKEN, getDb } from '../../src/mocks/db';

const split = (id: number) => api.GET('/api/v1/widget/{id}/split/', { params: { path: { id } } });
const change = (id: number, body: { variant_id: number; weight?: number; paused?: boolean }) =>
  api.POST('/api/v1/widget/{id}/split/', { params: { path: { id } }, body });
const publicSplit = async (id: number) =>
  (await api.GET('/api/v1/public/widget/{id}/', { params: { path: { id } } })).data?.data.split;

describe('split tests in the demo backend (issue 47)', () => {
  beforeEach(() => setToken(DEMO_TOKEN));

  it('seeds a running test with a clear leader and one too early to call', async () => {
    const blog = (await split(2)).data?.data;
    expect(blog?.since).toBe('2026-04-30T08:00:00.000Z');
    expect(blog?.variants.map(({ label, name, weight, paused }) => [label, name, weight, paused])).toEqual([
      ['A', 'Blog exit popup', 50, false],
      ['B', 'Blog exit popup (B)', 50, false],
    ]);
    const [a, b] = blog?.variants ?? [];
    expect(a && b && b.leads / b.views > (3 * a.leads) / a.views).toBe(true);
    const pricing = (await split(3)).data?.data;
    expect(pricing?.since).toBe('2026-11-14T08:00:00.000Z');
    expect(pricing?.variants.every((variant) => variant.views > 0 && variant.views < 100)).toBe(true);
    // A variant's id answers its widget's test; a widget without variants its original alone.
    expect((await split(10)).data?.data.widget_id).toBe(2);
    expect((await split(1)).data?.data).toMatchObject({ since: null, variants: [{ id: 1, label: 'A' }] });
  });

  it("the variants' figures add up to the widget's over the test's days", async () => {
    const test = (await split(2)).data?.data;
    const whole = (
      await api.GET('/api/v1/widget/{id}/stats/', {
        params: { path: { id: 2 }, query: { from: '2026-04-30', to: '2026-11-17' } },
      })
    ).data?.data;
    const sum = (key: 'views' | 'leads') => test?.variants.reduce((total, variant) => total + variant[key], 0);
    expect([sum('views'), sum('leads')]).toEqual([whole?.views, whole?.leads]);
  });

  it('variants are neither in the widget list nor in the plan quota; their leads stay their widget’s', async () => {
    const list = (await api.GET('/api/v1/widget/list/', { params: { query: { page_item: 20, page: 1 } } })).data?.data;
    expect(list?.widgets.map((widget) => widget.id)).not.toContain(10);
    const account = (await api.GET('/api/v1/account/')).data?.details;
    expect(account?.subscription_details.widget_setting.used).toBe(7);
    expect(getDb().leads.some((lead) => lead.variant_id === 10 && lead.widget_id === 2)).toBe(true);
  });

  it("a variant's embed code, installation check and sites are its widget's", async () => {
    const embed = (id: number) => api.GET('/api/v1/widget/{id}/embed/', { params: { path: { id } } });
    expect((await embed(10)).data?.data).toEqual((await embed(2)).data?.data);
    expect((await embed(10)).data?.data.embed_code).toContain('data-widget-id="2"');
    const sites = await api.GET('/api/v1/widget/{id}/sites/', { params: { path: { id: 10 } } });
    expect(sites.data?.data).toEqual(
      (await api.GET('/api/v1/widget/{id}/sites/', { params: { path: { id: 2 } } })).data?.data,
    );
  });

  it('creates a variant as a copy of the widget, with its letter, at most five versions', async () => {
    const made = await api.POST('/api/v1/widget/{id}/split/variants/', { params: { path: { id: 1 } } });
    expect(made.response.status).toBe(201);
    const id = made.data?.variant_id ?? 0;
    const variant = (await api.GET('/api/v1/widget/{id}/', { params: { path: { id } } })).data?.data;
    const original = (await api.GET('/api/v1/widget/{id}/', { params: { path: { id: 1 } } })).data?.data;
    expect(variant).toMatchObject({
      name: 'Homepage audit box (B)',
      variant: { of: 1, label: 'B' },
      widget_title: original?.widget_title,
    });
    expect(await publicSplit(1)).toEqual({
      variants: [
        { id: 1, weight: 50 },
        { id, weight: 50 },
      ],
    });
    for (const label of ['C', 'D', 'E']) {
      const next = await api.POST('/api/v1/widget/{id}/split/variants/', { params: { path: { id } } });
      expect(next.data?.message).toContain(label);
    }
    const sixth = await api.POST('/api/v1/widget/{id}/split/variants/', { params: { path: { id: 1 } } });
    expect(sixth.response.status).toBe(400);
    expect(sixth.error?.message).toBe('A split test has at most 5 variants, the original included.');
  });

  it('pauses and weighs its own versions; one always stays in the split', async () => {
    expect((await change(2, { variant_id: 5, paused: true })).response.status).toBe(400);
    const weighed = await change(2, { variant_id: 10, weight: 25 });
    expect(weighed.data?.data.variants.map((variant) => variant.weight)).toEqual([50, 25]);
    expect((await change(2, { variant_id: 2, paused: true })).response.status).toBe(200);
    expect(await publicSplit(2)).toEqual({ variants: [{ id: 10, weight: 25 }] });
    const last = await change(2, { variant_id: 10, paused: true });
    expect(last.error?.message).toBe('At least one variant stays in the test.');
  });

  it('the winner becomes the widget under the same embed code; the test ends', async () => {
    const embed = (await api.GET('/api/v1/widget/{id}/embed/', { params: { path: { id: 2 } } })).data?.data;
    const before = (await api.GET('/api/v1/widget/{id}/', { params: { path: { id: 2 } } })).data?.data;
    const ended = await api.POST('/api/v1/widget/{id}/split/winner/', {
      params: { path: { id: 2 } },
      body: { variant_id: 10 },
    });
    expect(ended.data?.message).toBe('Test ended: B is now the widget.');
    const after = (await api.GET('/api/v1/widget/{id}/', { params: { path: { id: 2 } } })).data?.data;
    expect(after).toMatchObject({ name: 'Blog exit popup', widget_title: 'Is your site losing visitors?' });
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    expect(after?.variant).toBeUndefined();
    expect((await api.GET('/api/v1/widget/{id}/embed/', { params: { path: { id: 2 } } })).data?.data).toEqual(embed);
    expect(await publicSplit(2)).toBeUndefined();
    expect((await split(2)).data?.data.variants).toHaveLength(1);
    const again = await api.POST('/api/v1/widget/{id}/split/winner/', {
      params: { path: { id: 2 } },
      body: { variant_id: 10 },
    });
    expect(again.error?.message).toBe('This widget has no split test.');
  });
});
