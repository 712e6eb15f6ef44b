import { describe, expect, it } from 'vitest';
import { ALL_THEMES, widgetTypeOf } from '../../src/mocks/themes';

const url = (file: string) => `http://localhost:3000/files/widget/v3/preview-image/${file}`;

describe('theme preview images of the demo backend', () => {
  it('draws every theme of every type at its position, as SVG', async () => {
    for (const theme of ALL_THEMES) {
      const response = await fetch(
        url(`${widgetTypeOf(theme.theme_type)}-${theme.theme_code}-${theme.widget_position}.png`),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      const svg = await response.text();
      expect(svg).toContain(String(theme.style.form_style.background));
    }
  });

  it('answers 404 for an unknown theme, so the editor shows its fallback', async () => {
    expect((await fetch(url('2-no-such-theme-left.png'))).status).toBe(404);
  });
});
