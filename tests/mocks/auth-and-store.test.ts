import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client';
import { setToken } from '../../src/api/session';
import type { Schemas } from '../../src/api/client';

type WidgetSavePayload = Schemas['WidgetSavePayload'];
import {
  DB_STORAGE_KEY,
  DB_VERSION,
  DEMO_TOKEN,
  enablePersistence,
  getDb,
  persistDb,
  resetDb,
} from '../../src/mocks/db';

const widgetBody = async () => {
  const { data } = await api.GET('/api/v1/widget/themes/default/');
  const theme = data?.data.all_theme[1]?.themes[0];
  if (!theme) throw new Error('no popup theme');
  const { data: stored } = await api.GET('/api/v1/widget/{id}/', { params: { path: { id: 2 } } });
  if (!stored) throw new Error('no widget 2');
  const form = Object.fromEntries(
    Object.entries(stored.data).filter(
      ([key]) =>
        key.startsWith('w') ||
        [
          'name',
          'display_title',
          'active_theme',
          'active_theme_type',
          'show_field_text_as',
          'font_family',
          'action',
          'close_button_action',
          'close_button_text',
          'close_button_extra',
          'report_action',
          'report_action_extra',
        ].includes(key),
    ),
  );
  return {
    ...form,
    active_theme: theme.id,
    active_theme_type: theme.theme_type,
    widget_theme_code: theme.theme_code,
    overright_style: {},
  } as unknown as WidgetSavePayload;
};

describe('demo sign-in', () => {
  it('signs in demo@example.com / demo1234 with a fresh token', async () => {
    const { data, response } = await api.POST('/api/v1/user/rest-auth/token/login/', {
      body: { email: 'demo@example.com', password: 'demo1234' },
    });
    expect(response.status).toBe(200);
    expect(data?.auth_token).toMatch(/^demo-1-\d+$/);
    setToken(data?.auth_token ?? null);
    const account = await api.GET('/api/v1/account/');
    expect(account.data?.details).toMatchObject({
      email: 'demo@example.com',
      subscription_name: 'free trial',
      can_advance_audit: 0,
    });
    expect(account.data?.details.subscription_details).toEqual({
      number_of_project: { total: 10, used: 5 },
      widget_setting: { total: 10, used: 7 },
    });
  });

  it('answers a wrong password with the real API message', async () => {
    const { error, response } = await api.POST('/api/v1/user/rest-auth/token/login/', {
      body: { email: 'demo@example.com', password: 'nope' },
    });
    expect(response.status).toBe(400);
    expect(error).toEqual({
      message: 'Unable to log in with provided credentials.',
      non_field_errors: ['Unable to log in with provided credentials.'],
    });
  });

  it('answers an unknown token with 401 Invalid token', async () => {
    setToken('made-up');
    const { error, response } = await api.GET('/api/v1/account/');
    expect(response.status).toBe(401);
    expect(error).toEqual({ detail: 'Invalid token' });
  });

  it('has the free and pro accounts', async () => {
    for (const [email, plan] of [
      ['free@example.com', 'free'],
      ['pro@example.com', 'Pro'],
    ] as const) {
      const { data } = await api.POST('/api/v1/user/rest-auth/token/login/', { body: { email, password: 'demo1234' } });
      setToken(data?.auth_token ?? null);
      const account = await api.GET('/api/v1/account/');
      expect(account.data?.details.subscription_name).toBe(plan);
    }
  });
});

describe('the demo store', () => {
  beforeEach(() => setToken(DEMO_TOKEN));

  it('is seeded with realistic volumes', () => {
    const db = getDb();
    expect(db.projects.filter((project) => project.user_id === 1)).toHaveLength(5);
    expect(db.keywords.filter((keyword) => keyword.project_id <= 5)).toHaveLength(300);
    expect(db.leads).toHaveLength(340);
    expect(db.audits.filter((audit) => audit.user_id === 1)).toHaveLength(260);
    // The trial account has paid nothing yet; the Pro account has paid monthly for half a year.
    expect(db.invoices.filter((invoice) => invoice.user_id === 1)).toHaveLength(0);
    expect(db.invoices.filter((invoice) => invoice.user_id === 3)).toHaveLength(6);
    expect(new Set(db.widgets.map((widget) => widget.widget_type))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('resetDb restores the seed', async () => {
    await api.DELETE('/api/v1/project/{id}/', { params: { path: { id: 1 } } });
    expect(getDb().projects.some((project) => project.id === 1)).toBe(false);
    resetDb();
    expect(getDb().projects.some((project) => project.id === 1)).toBe(true);
  });

  it('finds a created widget in the list, and a soft delete moves it to status=deleted', async () => {
    const created = await api.POST('/api/v1/widget/create/', {
      body: { ...(await widgetBody()), name: 'Brand new widget' },
    });
    expect(created.response.status).toBe(201);
    const id = created.data?.widget_id ?? 0;
    const active = await api.GET('/api/v1/widget/list/', { params: { query: { page_item: 20, page: 1 } } });
    expect(active.data?.data.widgets.map((widget) => widget.id)).toContain(id);
    await api.DELETE('/api/v1/widget/delete/', { body: { id: [id] } });
    const after = await api.GET('/api/v1/widget/list/', { params: { query: { page_item: 20, page: 1 } } });
    expect(after.data?.data.widgets.map((widget) => widget.id)).not.toContain(id);
    const deleted = await api.GET('/api/v1/widget/list/', {
      params: { query: { page_item: 20, page: 1, status: 'deleted' } },
    });
    expect(deleted.data?.data.widgets.find((widget) => widget.id === id)?.status).toBe('deleted');
  });

  it('validates a widget like the real API: missing name is a 400 with field errors', async () => {
    const { response, error } = await api.POST('/api/v1/widget/create/', {
      body: { ...(await widgetBody()), name: '' },
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({
      message: 'Widget name is required.',
      errors: { name: ['Widget name is required.'] },
    });
  });

  it('refuses a widget beyond the plan quota with restrict_error', async () => {
    getDb().users[0]!.widget_total = 7;
    const { response, error } = await api.POST('/api/v1/widget/create/', { body: await widgetBody() });
    expect(response.status).toBe(403);
    expect(error).toMatchObject({ restrict_error: true });
  });

  it('answers an unknown id with 404', async () => {
    const { response, error } = await api.GET('/api/v1/widget/{id}/', { params: { path: { id: 999 } } });
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ message: 'Widget not found.' });
  });

  it('resets a widget: style clears the overrides, data and style also resets the form', async () => {
    const before = await api.GET('/api/v1/widget/{id}/', { params: { path: { id: 2 } } });
    const widget = before.data!.data;
    expect(Object.keys(widget.overright_style)).not.toEqual([]);
    await api.POST('/api/v1/widget/{id}/reset/', {
      params: { path: { id: 2 } },
      body: { active_theme_type: widget.active_theme_type, active_theme: widget.active_theme, reset_option: ['style'] },
    });
    const styleReset = (await api.GET('/api/v1/widget/{id}/', { params: { path: { id: 2 } } })).data!.data;
    expect(styleReset.overright_style).toEqual({});
    expect(styleReset.name).toBe(widget.name);
  });

  it('persists to localStorage with a version, and reseeds a corrupt or old copy', async () => {
    const disable = enablePersistence(localStorage);
    try {
      getDb().projectGroups.push({ id: 99, name: 'Kept', user_id: 1 });
      persistDb();
      await new Promise((resolve) => setTimeout(resolve, 350));
      const saved = JSON.parse(localStorage.getItem(DB_STORAGE_KEY) ?? '{}') as {
        version: number;
        data: { projectGroups: { id: number }[] };
      };
      expect(saved.version).toBe(DB_VERSION);
      expect(saved.data.projectGroups.map((group) => group.id)).toContain(99);
      enablePersistence(localStorage);
      expect(getDb().projectGroups.map((group) => group.id)).toContain(99);
      localStorage.setItem(DB_STORAGE_KEY, '{broken');
      enablePersistence(localStorage);
      expect(getDb().projectGroups.map((group) => group.id)).not.toContain(99);
      localStorage.setItem(DB_STORAGE_KEY, JSON.stringify({ version: 0, data: saved.data }));
      enablePersistence(localStorage);
      expect(getDb().projectGroups.map((group) => group.id)).not.toContain(99);
    } finally {
      disable();
    }
  });
});
