import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSystem } from '../../src/app/theme';

const system = getSystem();
import { WidgetPreview, type PreviewDevice } from '../../src/features/widgets/preview/widget-preview';
import { i18next, initI18n } from '../../src/i18n';
import { loadWidgetLanguage } from '../../src/features/widgets/widget-language';
import { createDefaultForm, emptyStyles } from '../../machines/widgets/editor/defaults';
import type { WidgetStyles } from '../../machines/widgets/editor/widget-editor.types';
import type { WidgetForm } from '../../machines/shared/widget-editor.types';

beforeAll(async () => {
  await initI18n('en');
});

function baseForm(patch: Partial<WidgetForm> = {}): WidgetForm {
  const form = createDefaultForm();
  return {
    ...form,
    widget_title: 'Get your free SEO audit',
    widget_description: 'Find out how to rank higher.',
    widget_button_label: 'Check my site',
    wform_url: { ...form.wform_url, label: 'Website', placeholder: 'https://example.com' },
    wform_keyword: { ...form.wform_keyword, label: 'Keyword', placeholder: 'Your keyword' },
    wform_email: { ...form.wform_email, label: 'E-mail', placeholder: 'you@example.com' },
    wform_name: { ...form.wform_name, label: 'Name', placeholder: 'Your name' },
    wform_phone: { ...form.wform_phone, label: 'Phone', placeholder: 'Your phone' },
    wform_tnc: { ...form.wform_tnc, label: 'I agree to the terms' },
    ...patch,
  };
}

function setup(form: WidgetForm, styles: WidgetStyles = emptyStyles(), device: PreviewDevice = 'desktop') {
  const utils = render(
    <ChakraProvider value={system}>
      <WidgetPreview form={form} styles={styles} device={device} />
    </ChakraProvider>,
  );
  const host = screen.getByTestId('widget-preview');
  const root = host.shadowRoot;
  if (!root) throw new Error('no shadow root');
  const inside = within(root as unknown as HTMLElement);
  const rerender = (next: WidgetForm, nextStyles = styles, nextDevice = device) =>
    utils.rerender(
      <ChakraProvider value={system}>
        <WidgetPreview form={next} styles={nextStyles} device={nextDevice} />
      </ChakraProvider>,
    );
  return { host, root, inside, rerender };
}

const stage = (root: ShadowRoot) => root.querySelector('.w-stage') as HTMLElement;

describe('WidgetPreview', () => {
  it('speaks the widget language, not the interface language', async () => {
    await loadWidgetLanguage('de');
    await act(async () => {
      await i18next.changeLanguage('de');
    });
    try {
      const { root, inside, rerender } = setup(baseForm({ widget_lang: 'en', widget_button_label: '' }));
      fireEvent.click(screen.getByRole('button', { name: 'Bericht' }));
      expect(root.querySelector('.w-report h3')?.textContent).toBe('Your SEO report is ready');
      expect(inside.queryByText('Ihr SEO-Bericht ist fertig')).toBeNull();
      // The same widget in German reads German, once its texts are there.
      rerender(baseForm({ widget_lang: 'de', widget_button_label: '' }));
      expect(root.querySelector('.w-report h3')?.textContent).toBe('Ihr SEO-Bericht ist fertig');
    } finally {
      await act(async () => {
        await i18next.changeLanguage('en');
      });
    }
  });

  it('renders inside a shadow root, with its styles there and nothing in the page', () => {
    const { host, root } = setup(baseForm());
    expect(host.shadowRoot).toBe(root);
    expect(root.querySelector('h2.w-title')?.textContent).toBe('Get your free SEO audit');
    expect(root.querySelectorAll('style').length).toBeGreaterThanOrEqual(2);
    expect(root.querySelector('style')?.textContent).toContain(':host { all: initial;');
    // Nothing of the widget is in the light DOM: page CSS cannot select it, its CSS cannot reach the page.
    expect(document.querySelector('.w-form')).toBeNull();
    expect(screen.queryByText('Get your free SEO audit')).toBeNull();
  });

  it('type 1: an inline form with no close button', () => {
    const { root } = setup(baseForm({ widget_type: 1 }));
    expect(stage(root).dataset.type).toBe('1');
    expect(root.querySelector('.w-fixed .w-form')).not.toBeNull();
    expect(root.querySelector('.w-close')).toBeNull();
    expect(root.querySelector('.w-popup-icon')).toBeNull();
  });

  it('type 2: a popup card at its position with a close button and the popup icon', () => {
    const { root, inside, rerender } = setup(baseForm({ widget_type: 2, widget_position: 'left' }));
    expect(root.querySelector('.w-popup .w-form')).not.toBeNull();
    expect(stage(root)).toHaveClass('w-pos-left');
    expect(inside.getByRole('button', { name: 'Close' })).toHaveTextContent('×');
    expect(inside.getByRole('button', { name: 'Open the widget' })).toBeInTheDocument();
    expect(root.querySelector('.w-backdrop')).toBeNull();
    rerender(baseForm({ widget_type: 2, widget_position: 'center' }));
    expect(stage(root)).toHaveClass('w-pos-center');
    expect(root.querySelector('.w-backdrop')).not.toBeNull();
    rerender(
      baseForm({
        widget_type: 2,
        widget_position: 'right',
        widget_settings_extra: {
          ...createDefaultForm().widget_settings_extra,
          widget_popup_icon: 'https://cdn.example.com/icon.png',
        },
      }),
    );
    expect(stage(root)).toHaveClass('w-pos-right');
    expect(root.querySelector('.w-popup-icon img')?.getAttribute('src')).toBe('https://cdn.example.com/icon.png');
  });

  it('type 3: a slim bar at the top or bottom, without the description', () => {
    const { root, rerender } = setup(baseForm({ widget_type: 3, widget_position: 'bottom' }));
    expect(root.querySelector('.w-slim .w-form')).not.toBeNull();
    expect(stage(root)).toHaveClass('w-pos-bottom');
    expect(root.querySelector('.w-des')).toBeNull();
    expect(root.querySelector('.w-title')).not.toBeNull();
    rerender(baseForm({ widget_type: 3, widget_position: 'top' }));
    expect(stage(root)).toHaveClass('w-pos-top');
  });

  it('type 4: a takeover covering the page, with a close button', () => {
    const { root, inside } = setup(baseForm({ widget_type: 4 }));
    expect(root.querySelector('.w-takeover .w-form')).not.toBeNull();
    expect(inside.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(root.querySelector('.w-des')?.textContent).toBe('Find out how to rank higher.');
  });

  it('type 5: step one shows the first-step fields and its button, "next" leads to step two', () => {
    const form = baseForm({
      widget_type: 5,
      widget_settings_extra: { ...createDefaultForm().widget_settings_extra, first_step_submit_text: 'Go on' },
    });
    form.wform_keyword = { ...form.wform_keyword, show_in_first_step: 0 };
    const { root, inside } = setup(form);
    expect(inside.getByLabelText(/Website/)).toBeInTheDocument();
    expect(inside.queryByLabelText(/E-mail/)).toBeNull();
    const next = inside.getByRole('button', { name: 'Go on' });
    fireEvent.click(next);
    expect(root.querySelector('.w-form')?.getAttribute('data-step')).toBe('2');
    expect(inside.queryByLabelText(/Website/)).toBeNull();
    expect(inside.getByLabelText(/E-mail/)).toBeInTheDocument();
    expect(inside.getByLabelText(/Keyword/)).toBeInTheDocument();
    expect(inside.getByRole('button', { name: 'Check my site' })).toBeInTheDocument();
  });

  it('shows fields per show_field, with required markers for 2 and the URL always', () => {
    const form = baseForm();
    form.wform_keyword.show_field = 0;
    form.wform_name.show_field = 1;
    form.wform_phone.show_field = 2;
    form.wform_tnc.show_field = 2;
    const { root, inside } = setup(form);
    const names = [...root.querySelectorAll('input')].map((input) => input.name);
    expect(names).toEqual(['url', 'name', 'phone', 'email', 'tnc']);
    expect(inside.getByLabelText(/Phone/)).toHaveAttribute('aria-required', 'true');
    expect(inside.getByLabelText(/Name/)).not.toHaveAttribute('aria-required');
    expect(inside.getByLabelText(/Website/)).toHaveAttribute('aria-required', 'true');
    expect(root.querySelector('.w-field-phone .w-req')).not.toBeNull();
    expect(root.querySelector('.w-field-name .w-req')).toBeNull();
    const tnc = inside.getByRole('checkbox');
    expect(tnc.closest('label')).toHaveTextContent('I agree to the terms');
  });

  it('shows labels, placeholders or both per show_field_text_as', () => {
    const { root, inside, rerender } = setup(baseForm({ show_field_text_as: 1 }));
    const url = () => inside.getByLabelText(/Website/);
    expect(url()).not.toHaveAttribute('placeholder');
    expect(root.querySelector('.w-field-url label')).toHaveClass('w-label');

    rerender(baseForm({ show_field_text_as: 2 }));
    expect(url()).toHaveAttribute('placeholder', 'https://example.com *');
    // The label stays for assistive technology but is not shown.
    expect(root.querySelector('.w-field-url label')).toHaveClass('w-vh');

    rerender(baseForm({ show_field_text_as: 3 }));
    expect(url()).toHaveAttribute('placeholder', 'https://example.com');
    expect(root.querySelector('.w-field-url label')).toHaveClass('w-label');
  });

  it('shows no label line for an empty label, yet names the input', () => {
    const form = baseForm();
    form.wform_url = { ...form.wform_url, label: '', placeholder: '' };
    const { root, inside } = setup(form);
    expect(root.querySelector('.w-field-url label')).toHaveClass('w-vh');
    expect(inside.getByLabelText('Website')).toHaveAttribute('name', 'url');
  });

  it('shows the error message under required fields in the "show errors" state', async () => {
    const { root, inside } = setup(baseForm());
    expect(root.querySelector('.w-error')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show errors' }));
    const errors = [...root.querySelectorAll('.w-error')];
    expect(errors.map((error) => error.closest('.w-field')?.className)).toEqual([
      'w-field w-field-url',
      'w-field w-field-email',
    ]);
    expect(inside.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(errors[0]).toHaveTextContent('This field is required.');
  });

  it('uses the CTA label, hides the title when display_title is 0 and updates as the texts change', () => {
    const { root, inside, rerender } = setup(baseForm());
    expect(inside.getByRole('button', { name: 'Check my site' })).toBeInTheDocument();
    rerender(baseForm({ widget_title: 'Typed title x', widget_button_label: 'Send it' }));
    expect(root.querySelector('.w-title')).toHaveTextContent('Typed title x');
    expect(inside.getByRole('button', { name: 'Send it' })).toBeInTheDocument();
    rerender(baseForm({ display_title: 0 }));
    expect(root.querySelector('.w-title')).toBeNull();
  });

  it('shows the report close button with the close action title in the report view', async () => {
    const form = baseForm({ close_button_action: 'redirect' });
    form.close_button_extra = {
      default: { title: 'Close' },
      redirect: { title: 'Back to the site', redirect_url: 'https://example.com' },
    };
    const { inside } = setup(form);
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(inside.getByRole('button', { name: 'Back to the site' })).toHaveClass('w-report-close');
  });

  describe('the after-sending view shows the report action (issue 23)', () => {
    const withAction = (action: WidgetForm['report_action'], value = '') => {
      const form = baseForm({ report_action: action });
      form.report_action_extra = {
        default: { send_report: 0 },
        redirect: { redirect_url: action === 'redirect' ? value : '', send_report: 0 },
        popup: { text: action === 'popup' ? value : '', send_report: 0 },
      };
      return form;
    };
    const note = () => screen.getByTestId('widget-after-send').textContent;

    it('the built-in report message', () => {
      const { root } = setup(withAction('default'));
      expect(screen.queryByTestId('widget-after-send')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Report' }));
      expect(root.querySelector('.w-report h3')?.textContent).toBe('Your SEO report is ready');
      expect(note()).toBe('After sending, the visitor sees the report message below.');
    });

    it("the marketer's popup text in place of the report", () => {
      const { root } = setup(withAction('popup', 'Thanks! We will call you today.'));
      fireEvent.click(screen.getByRole('button', { name: 'Report' }));
      expect(root.querySelector('.w-report .w-report-message')?.textContent).toBe('Thanks! We will call you today.');
      expect(root.querySelector('.w-report h3')).toBeNull();
      expect(note()).toBe('After sending, the visitor sees your message below instead of the report.');
    });

    it('the address a redirect goes to, and where the close button goes', () => {
      const form = withAction('redirect', 'shop.example/thanks');
      form.close_button_action = 'redirect';
      form.close_button_extra = {
        default: { title: 'Close' },
        redirect: { title: 'Back to the shop', redirect_url: 'https://shop.example/' },
      };
      setup(form);
      fireEvent.click(screen.getByRole('button', { name: 'Report' }));
      expect(note()).toBe(
        'After sending, the visitor is taken to http://shop.example/thanks. Closing the report takes them to https://shop.example/.',
      );
    });

    it('never names an address the embed script would refuse', () => {
      setup(withAction('redirect', 'javascript:alert(1)'));
      fireEvent.click(screen.getByRole('button', { name: 'Report' }));
      expect(note()).toBe('After sending, the visitor sees the report message below.');
    });
  });

  it('sanitizes extra HTML: no script, no event handlers, no javascript: links', async () => {
    const form = baseForm({
      widget_form_extra:
        'By sending you accept <a href="javascript:alert(1)">our terms</a><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
    });
    const styles = {
      ...emptyStyles(),
      form_extra_html: { html: '<p onclick="alert(1)">Trusted by <b>500</b> sites</p><script>alert(2)</script>' },
    };
    const { root } = setup(form, styles);
    const extra = root.querySelector('.w-extra') as HTMLElement;
    // The sanitizer is loaded on demand: the markup appears (sanitized) once it has arrived.
    await waitFor(() => expect(extra).toHaveTextContent('Trusted by 500 sites'));
    expect(extra).toHaveTextContent('our terms');
    expect(extra).toHaveTextContent('Trusted by 500 sites');
    expect(extra.querySelector('script')).toBeNull();
    expect(extra.querySelector('[onerror]')).toBeNull();
    expect(extra.querySelector('[onclick]')).toBeNull();
    expect(extra.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect(extra.querySelector('b')?.textContent).toBe('500');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows plain extra text as text, not markup', () => {
    const { root } = setup(baseForm({ widget_form_extra: 'We never share your e-mail & data' }));
    expect(root.querySelector('.w-extra-text')?.textContent).toBe('We never share your e-mail & data');
  });

  it('maps the styles into the shadow stylesheet and rebuilds it only when styles change', () => {
    const styles = {
      ...emptyStyles(),
      cta_button: { background: '#e11d48', position: 'right' },
      input_placeholder: { color: '#999999' },
    };
    const { root, rerender } = setup(baseForm(), styles);
    const sheet = root.querySelector('style[data-widget-styles]') as HTMLStyleElement;
    expect(sheet.textContent).toContain('.w-cta { background: #e11d48; }');
    expect(sheet.textContent).toContain('.w-cta-row { text-align: right; }');
    expect(sheet.textContent).toContain('.w-input::placeholder { color: #999999; }');
    const textNode = sheet.firstChild;
    rerender(baseForm({ widget_title: 'Another title' }), styles);
    expect(sheet.firstChild).toBe(textNode);
    rerender(baseForm(), { ...styles, cta_button: { background: '#000000' } });
    expect(sheet.textContent).toContain('.w-cta { background: #000000; }');
  });

  it('frames desktop at full width and mobile at 375 px', () => {
    const { host, root, rerender } = setup(baseForm());
    expect(host.parentElement).toHaveStyle({ width: '100%' });
    expect(stage(root)).not.toHaveClass('w-mobile');
    rerender(baseForm(), emptyStyles(), 'mobile');
    expect(host.parentElement).toHaveStyle({ width: '375px' });
    expect(stage(root)).toHaveClass('w-mobile');
    expect(host).toHaveAttribute('data-device', 'mobile');
  });
});
