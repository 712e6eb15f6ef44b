// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { useDemoHttpServer } from './demo-http-server';

/** `npm run demo:api` runs in plain Node, with no DOM: what needs one must still work there. */
describe('the HTTP demo backend in plain Node', () => {
  const apiUrl = useDemoHttpServer();

  it('serves a widget with extra HTML, sanitized by the same rule as in the browser (issue 42)', async () => {
    expect(typeof window).toBe('undefined');
    const widget = getDb().widgets.find((item) => item.id === 2 && item.status === 'active');
    expect(widget).toBeDefined();
    if (widget)
      widget.widget_form_extra = '<p>Free <b>report</b></p><script>alert(1)</script><img src=x onerror=alert(2)>';
    const response = await fetch(`${apiUrl()}/api/v1/public/widget/2/`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { extra_html: { form: string } } };
    expect(data.extra_html.form).toContain('<p>Free <b>report</b></p>');
    expect(data.extra_html.form).not.toContain('script');
    expect(data.extra_html.form).not.toContain('onerror');
  });
});
