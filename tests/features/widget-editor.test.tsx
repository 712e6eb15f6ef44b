import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { pickForm } from '../../machines/widgets/editor/defaults';
import { api } from '../../src/api/client';
import { dismissAlert } from '../../src/components/alerts/alert-store';
import { getDb } from '../../src/mocks/db';
import { setFaults } from '../../src/mocks/faults';
import { server } from '../../src/mocks/node';
import { loadWidgetLanguage } from '../../src/features/widgets/widget-language';
import { i18next } from '../../src/i18n';
import { DEMO_TOKEN, renderApp, renderScreen } from '../render';

// These tests click through the whole app; give the async queries room when the machine is busy.
configure({ asyncUtilTimeout: 4000 });
const LOAD = { timeout: 15_000 };
const nameInput = () => screen.findByRole('textbox', { name: 'Widget name' }, LOAD);
const firstButton = (name: string) => screen.getAllByRole('button', { name })[0]!;
const radio = (group: string, option: string) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: option });
const textbox = (name: string) => screen.getByRole('textbox', { name });

/** Every API request the demo backend sees, with its JSON body. */
const stopRecording: (() => void)[] = [];
function recordRequests() {
  const seen: { method: string; path: string; body: unknown }[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    seen.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined });
  };
  server.events.on('request:start', listener);
  stopRecording.push(() => server.events.removeListener('request:start', listener));
  return seen;
}

afterEach(() => {
  // Only this file's listeners: the contract checks of tests/setup.ts listen too.
  stopRecording.splice(0).forEach((stop) => stop());
  // Alerts live in a module-level store; one test's alert must not leak into the next.
  dismissAlert();
});

describe('widget editor: the §5 chain', () => {
  it('shows each message in order, under its field, until the widget saves', async () => {
    const { user } = await renderScreen('/create-widget', { token: DEMO_TOKEN });
    const name = await nameInput();
    expect(name).toHaveValue('Widget 9');

    // Step 2: the name (scrolls to the top, focuses the field).
    await user.clear(name);
    await user.click(firstButton('Save'));
    await waitFor(() => expect(name).toHaveAccessibleErrorMessage('Give the widget a name.'));
    expect(name).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    // Step 3: a redirect close action needs its address.
    await user.type(name, 'My popup');
    await user.click(radio('Close-button action', 'Go to an address'));
    await user.click(firstButton('Save'));
    const redirect = textbox('Close-button redirect address');
    await waitFor(() => expect(redirect).toHaveAccessibleErrorMessage('This field is required.'));
    expect(name).not.toHaveAccessibleErrorMessage();
    expect(redirect).toHaveFocus();

    // Step 4: a private IP is not a public address.
    await user.type(redirect, 'http://192.168.1.10/thanks');
    await user.click(firstButton('Save'));
    await waitFor(() =>
      expect(redirect).toHaveAccessibleErrorMessage('Enter a valid public address, e.g. https://example.com/thanks'),
    );

    // Step 5: the close-button title.
    await user.clear(redirect);
    await user.type(redirect, 'https://example.com/thanks');
    // A new widget starts with every text filled in (item 3): empty the ones this walk needs empty.
    await user.clear(textbox('Close-button title'));
    await user.click(firstButton('Save'));
    const closeTitle = textbox('Close-button title');
    await waitFor(() => expect(closeTitle).toHaveAccessibleErrorMessage('This field is required.'));
    expect(redirect).not.toHaveAccessibleErrorMessage();

    // Step 7: labels of the shown fields (the editor opens the form-fields tab).
    await user.type(closeTitle, 'Continue');
    await user.click(screen.getByRole('tab', { name: 'Form fields' }));
    for (const label of [
      'Website field label',
      'Keyword field label',
      'E-mail field label',
      'Lead-generation button label',
    ]) {
      await user.clear(await screen.findByRole('textbox', { name: label }));
    }
    await user.click(screen.getByRole('tab', { name: 'Widget type' }));
    await user.click(firstButton('Save'));
    const urlLabel = await screen.findByRole('textbox', { name: 'Website field label' });
    await waitFor(() => expect(urlLabel).toHaveAccessibleErrorMessage('This field is required.'));
    expect(screen.getByRole('tab', { name: 'Form fields' })).toHaveAttribute('aria-selected', 'true');
    expect(textbox('Keyword field label')).toHaveAccessibleErrorMessage('This field is required.');
    expect(textbox('E-mail field label')).toHaveAccessibleErrorMessage('This field is required.');

    // Step 8: the lead-generation button label; its error goes when the person focuses the field.
    await user.type(urlLabel, 'Website');
    await user.type(textbox('Keyword field label'), 'Keyword');
    await user.type(textbox('E-mail field label'), 'E-mail');
    await user.click(firstButton('Save'));
    const leadButton = textbox('Lead-generation button label');
    await waitFor(() => expect(leadButton).toHaveAccessibleErrorMessage('This field is required.'));
    await user.click(screen.getByRole('textbox', { name: 'Keyword field label' }));
    await user.click(leadButton);
    await waitFor(() => expect(leadButton).not.toHaveAccessibleErrorMessage());

    // Step 9: the terms text once the terms field is shown.
    await user.type(leadButton, 'Check my site');
    await user.click(screen.getByRole('checkbox', { name: 'Show the Terms and conditions' }));
    await user.clear(await screen.findByRole('textbox', { name: 'Terms and conditions text' }));
    await user.click(firstButton('Save'));
    const tnc = await screen.findByRole('textbox', { name: 'Terms and conditions text' });
    await waitFor(() => expect(tnc).toHaveAccessibleErrorMessage('This field is required.'));

    // The report-action rule after the nine steps.
    await user.type(tnc, 'I agree');
    await user.click(screen.getByRole('tab', { name: 'Widget type' }));
    await user.click(radio('Report action', 'Show a message'));
    await user.clear(await screen.findByRole('textbox', { name: 'Message text' }));
    await user.click(firstButton('Save'));
    const popupText = await screen.findByRole('textbox', { name: 'Message text' });
    await waitFor(() => expect(popupText).toHaveAccessibleErrorMessage('This field is required.'));

    await user.type(popupText, 'Thanks!');

    // The report redirect gets the same address rule as the close button: a script address is refused.
    await user.click(radio('Report action', 'Go to an address'));
    const reportRedirect = await screen.findByRole('textbox', { name: 'Redirect address' });
    await user.type(reportRedirect, 'javascript:__x("report")');
    await user.click(firstButton('Save'));
    await waitFor(() =>
      expect(reportRedirect).toHaveAccessibleErrorMessage(
        'Enter a valid public address, e.g. https://example.com/thanks',
      ),
    );
    expect(reportRedirect).toHaveValue('javascript:__x("report")');
    await user.click(radio('Report action', 'Show a message'));

    const requests = recordRequests();
    await user.click(firstButton('Save'));
    expect(await screen.findByText('Widget created successfully', undefined, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/widget-list'));
    const created = getDb().widgets.find((widget) => widget.name === 'My popup');
    expect(created).toMatchObject({
      close_button_action: 'redirect',
      close_button_extra: { redirect: { title: 'Continue', redirect_url: 'https://example.com/thanks' } },
      report_action: 'popup',
      wform_tnc: { show_field: 1, label: 'I agree' },
    });
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).not.toHaveProperty('cta_button');
    expect(posts[0]!.body).toHaveProperty('overright_style');
  }, 120_000);

  it('saves a new widget with only a name: every other text starts filled in, as the spec and the themes give it', async () => {
    const { user } = await renderScreen('/create-widget', { token: DEMO_TOKEN });
    const name = await nameInput();
    await user.clear(name);
    await user.type(name, 'Only a name');
    expect(textbox('Close-button title')).toHaveValue('Close this report');
    await user.click(screen.getByRole('tab', { name: 'Form fields' }));
    expect(await screen.findByRole('textbox', { name: 'Website field label' })).toHaveValue('Website');
    const preview = screen.getByTestId('widget-preview').shadowRoot!;
    expect(preview.querySelector('label.w-label')?.textContent).toContain('Website');
    await user.click(firstButton('Save'));
    expect(await screen.findByText('Widget created successfully', undefined, LOAD)).toBeInTheDocument();
    // The list it lands on counts the new widget in the quota too (7 seeded + 1).
    await waitFor(
      () => expect(within(screen.getByRole('table', { name: 'Widgets' })).getAllByRole('row')).toHaveLength(1 + 8),
      LOAD,
    );
    expect(await screen.findByText('8 of 10 widgets used')).toBeInTheDocument();
    expect(screen.queryByText('7 of 10 widgets used')).not.toBeInTheDocument();
    expect(getDb().widgets.find((widget) => widget.name === 'Only a name')).toMatchObject({
      close_button_extra: { default: { title: 'Close this report' } },
      wform_email: { label: 'E-mail', placeholder: 'you@example.com' },
    });
  });

  it('names the themes in the interface language', async () => {
    await renderScreen('/create-widget', { token: DEMO_TOKEN });
    await nameInput();
    expect(screen.getByRole('radio', { name: 'Classic' })).toBeInTheDocument();
    await loadWidgetLanguage('fr');
    await act(async () => {
      await i18next.changeLanguage('fr');
    });
    expect(await screen.findByRole('radio', { name: 'Classique' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Minuit' })).toBeInTheDocument();
  });

  it('clears "required" under a field as soon as it is filled, before the next save', async () => {
    const { user } = await renderScreen('/create-widget', { token: DEMO_TOKEN });
    const name = await nameInput();
    await user.clear(name);
    await user.click(firstButton('Save'));
    await waitFor(() => expect(name).toHaveAccessibleErrorMessage('Give the widget a name.'));
    await user.type(name, 'N');
    expect(name).not.toHaveAccessibleErrorMessage();
    expect(screen.queryByText('Give the widget a name.')).not.toBeInTheDocument();
  });

  it('asks for the first-step button label of a two-step widget', async () => {
    const { user } = await renderScreen('/create-widget', { token: DEMO_TOKEN });
    await nameInput();
    await user.click(screen.getByRole('radio', { name: /Two-step form/ }));
    await user.type(textbox('Close-button title'), 'Close');
    await user.click(screen.getByRole('tab', { name: 'Form fields' }));
    const firstStep = await screen.findByRole('textbox', { name: 'First-step button label' });
    expect(firstStep).toHaveValue('Next step');
    await user.clear(firstStep);
    for (const label of [
      'Website field label',
      'Keyword field label',
      'E-mail field label',
      'Lead-generation button label',
    ]) {
      await user.type(textbox(label), 'x');
    }
    await user.click(firstButton('Save'));
    await waitFor(() => expect(firstStep).toHaveAccessibleErrorMessage('This field is required.'));
    expect(screen.getByRole('checkbox', { name: 'Keyword field in the first step' })).toBeInTheDocument();
  });
});

describe('widget editor: edit mode', () => {
  it('disables the form while an update is under way, so no keystroke is silently dropped', async () => {
    setFaults({ latencyMs: 400, path: '/api/v1/widget/2/', method: 'POST' });
    const { user } = await renderScreen('/edit-widget/2', { token: DEMO_TOKEN });
    const name = await nameInput();
    await user.click(firstButton('Update'));
    await waitFor(() => expect(name).toBeDisabled());
    expect(await screen.findByText('Widget updated successfully', undefined, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Widget name' })).toBeEnabled(), LOAD);
  });

  it('loads the widget, updates it (and reloads), then updates and closes', async () => {
    const requests = recordRequests();
    const { user } = await renderScreen('/edit-widget/2', { token: DEMO_TOKEN });
    const name = await nameInput();
    expect(name).toHaveValue('Blog exit popup');
    expect(screen.getByRole('radio', { name: /Popup form/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Popup icon URL' })).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Blog exit popup v2');
    await user.click(firstButton('Update'));
    expect(await screen.findByText('Widget updated successfully', undefined, LOAD)).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/widget/2/')).toHaveLength(2),
    );
    expect(window.location.pathname).toBe('/edit-widget/2');
    expect(getDb().widgets.find((w) => w.id === 2)?.name).toBe('Blog exit popup v2');
    // The reloaded widget keeps the seeded style override.
    expect(getDb().widgets.find((w) => w.id === 2)?.overright_style).toMatchObject({
      cta_button: { background: '#e11d48' },
    });

    await user.type(await nameInput(), '!');
    await user.click(firstButton('Update and close'));
    await waitFor(() => expect(window.location.pathname).toBe('/widget-list'), LOAD);
    expect(getDb().widgets.find((w) => w.id === 2)?.name).toBe('Blog exit popup v2!');
    expect(requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/widget/2/')).toHaveLength(2);
  }, 90_000);

  it('an update another session overtook saves nothing, keeps what was changed, and saves both after loading theirs (#43)', async () => {
    const { user } = await renderScreen('/edit-widget/2', { token: DEMO_TOKEN });
    const name = await nameInput();
    await user.clear(name);
    await user.type(name, 'My popup name');
    // Another session (a second tab, a colleague) saves a new title meanwhile, on the version it loaded.
    const other = (await api.GET('/api/v1/widget/{id}/', { params: { path: { id: 2 } } })).data!.data;
    const body = { ...pickForm(other), overright_style: other.overright_style, version: other.version };
    const theirs = await api.POST('/api/v1/widget/{id}/', {
      params: { path: { id: 2 } },
      body: { ...body, widget_title: 'Their title' },
    });
    expect(theirs.response.status).toBe(200);

    await user.click(firstButton('Update'));
    const notice = await screen.findByTestId('conflict-notice', undefined, LOAD);
    expect(notice).toHaveTextContent('Someone else changed this since you opened it');
    const load = within(notice).getByRole('button', { name: 'Load their changes' });
    expect(load).toHaveFocus();
    expect(getDb().widgets.find((w) => w.id === 2)).toMatchObject({
      name: 'Blog exit popup',
      widget_title: 'Their title',
    });
    expect(name).toHaveValue('My popup name');
    expect(firstButton('Update')).toBeDisabled();

    await user.click(load);
    await waitFor(() => expect(screen.queryByTestId('conflict-notice')).not.toBeInTheDocument());
    expect(textbox('Widget title')).toHaveValue('Their title');
    expect(await nameInput()).toHaveValue('My popup name');
    await user.click(firstButton('Update'));
    expect(await screen.findByText('Widget updated successfully', undefined, LOAD)).toBeInTheDocument();
    expect(getDb().widgets.find((w) => w.id === 2)).toMatchObject({
      name: 'My popup name',
      widget_title: 'Their title',
    });
  }, 90_000);

  it('opens a deleted widget read-only, with a notice and no Update or Reset', async () => {
    const { user } = await renderScreen('/edit-widget/8', { token: DEMO_TOKEN });
    const name = await nameInput();
    expect(name).toHaveValue('Old summer bar');
    expect(screen.getByRole('status')).toHaveTextContent('This widget is deleted');
    expect(name).toBeDisabled();
    for (const action of ['Update', 'Update and close', 'Reset']) {
      expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
    }
    await user.click(screen.getByRole('tab', { name: 'Form fields' }));
    expect(screen.getByRole('tab', { name: 'Form fields' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('textbox', { name: 'Website field placeholder' })).toBeDisabled();
    expect(screen.getByTestId('widget-preview')).toBeInTheDocument();
  });

  it('shows a not-found message with a link back to the list for an unknown id', async () => {
    await renderScreen('/edit-widget/999', { token: DEMO_TOKEN });
    expect(await screen.findByText('This widget does not exist.', undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your widgets' })).toHaveAttribute('href', '/widget-list');
  });
});

describe('widget editor: reset', () => {
  it.each([
    ['Reset style only', ['style'], 'Widget style reset successfully'],
    ['Reset data and style', ['data', 'style'], 'Widget reset successfully'],
  ])('"%s" sends reset_option %j and reloads the widget a second later', async (choice, option, message) => {
    const requests = recordRequests();
    const { user } = await renderScreen('/edit-widget/2', { token: DEMO_TOKEN });
    await nameInput();
    await user.click(firstButton('Reset widget'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset this widget?' });
    await user.click(within(dialog).getByRole('button', { name: choice }));
    expect(await screen.findByText(message, undefined, LOAD)).toBeInTheDocument();
    const reset = requests.find((r) => r.path === '/api/v1/widget/2/reset/');
    expect(reset?.body).toEqual({ active_theme_type: 'POPUP', active_theme: expect.any(Number), reset_option: option });
    const loads = () => requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/widget/2/').length;
    expect(loads()).toBe(1);
    await waitFor(() => expect(loads()).toBe(2), { timeout: 15_000 });
    expect(getDb().widgets.find((w) => w.id === 2)?.overright_style).toEqual({});
  });
});

describe('widget editor: failures', () => {
  it('keeps every typed value and shows the server message when the save answers 500', async () => {
    const { user } = await renderScreen('/create-widget', { token: DEMO_TOKEN });
    const name = await nameInput();
    await user.clear(name);
    await user.type(name, 'Kept name');
    // The texts start filled in (item 3): replace them.
    await user.clear(textbox('Widget title'));
    await user.type(textbox('Widget title'), 'Kept title');
    await user.click(screen.getByRole('tab', { name: 'Form fields' }));
    for (const label of [
      'Website field label',
      'Keyword field label',
      'E-mail field label',
      'Lead-generation button label',
    ]) {
      await user.clear(await screen.findByRole('textbox', { name: label }));
      await user.type(textbox(label), 'Kept');
    }
    setFaults({ kind: 'status', status: 500, path: '/widget/create/', times: 1 });
    await user.click(firstButton('Save'));
    expect(await screen.findByText('Internal server error.', undefined, LOAD)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/create-widget');
    expect(textbox('Lead-generation button label')).toHaveValue('Kept');
    await user.click(screen.getByRole('tab', { name: 'Widget type' }));
    expect(await nameInput()).toHaveValue('Kept name');
    expect(textbox('Widget title')).toHaveValue('Kept title');
    expect(firstButton('Save')).toBeEnabled();
  }, 90_000);

  it('shows the went-wrong text on a network failure', async () => {
    const { user } = await renderScreen('/edit-widget/1', { token: DEMO_TOKEN });
    await nameInput();
    setFaults({ kind: 'network', path: '/widget/1/', method: 'POST', times: 1 });
    await user.click(firstButton('Update'));
    expect(await screen.findByText('Something went wrong. Please try again.', undefined, LOAD)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/edit-widget/1');
  });

  it('offers a retry (and no message) when the editor cannot load', async () => {
    setFaults({ kind: 'network', path: '/widget/themes/default/', times: 1 });
    const { user } = await renderScreen('/create-widget', { token: DEMO_TOKEN });
    const retry = await screen.findByRole('button', { name: 'Try again' }, LOAD);
    expect(screen.queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument();
    await user.click(retry);
    expect(await nameInput()).toBeInTheDocument();
  });

  it('explains an empty theme list and offers a retry', async () => {
    server.use(
      http.get('*/api/v1/widget/themes/default/', () =>
        HttpResponse.json({
          data: {
            name: '',
            widget_lang: 'en',
            available_lang: [],
            smtp_verified: false,
            can_advance_audit: 0,
            all_theme: [],
            active_themes: {},
          },
        }),
      ),
    );
    await renderScreen('/create-widget', { token: DEMO_TOKEN });
    expect(await screen.findByText('No widget themes are available right now.', undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('widget editor: style numbers', () => {
  it('rejects negative, huge and non-numeric values with an error and sends only sane ones', async () => {
    const { user } = await renderScreen('/edit-widget/1', { token: DEMO_TOKEN });
    await nameInput();
    await user.click(screen.getByRole('tab', { name: 'Widget style' }));
    await user.click(await screen.findByRole('button', { name: 'Call-to-action button' }));
    const padding = await screen.findByRole('textbox', { name: 'Call-to-action button padding top' });
    expect(padding).toHaveValue('12');
    for (const absurd of ['-5', '99999', 'lots', '1e9']) {
      await user.clear(padding);
      await user.type(padding, absurd);
      await waitFor(() => expect(padding).toHaveAccessibleErrorMessage('Enter a number from 0 to 999.'));
    }
    await user.clear(padding);
    await user.type(padding, '20');
    await waitFor(() => expect(padding).not.toHaveAccessibleErrorMessage());

    await user.click(screen.getByRole('button', { name: 'Close button' }));
    const closeMargin = await screen.findByRole('textbox', { name: 'Close button margin top' });
    await user.clear(closeMargin);
    await user.type(closeMargin, '-3px');
    await waitFor(() => expect(closeMargin).toHaveAccessibleErrorMessage(/Enter a size in px/));
    await user.clear(closeMargin);
    await user.type(closeMargin, '6');
    expect(closeMargin).toHaveValue('6');

    const requests = recordRequests();
    await user.click(firstButton('Update'));
    expect(await screen.findByText('Widget updated successfully', undefined, LOAD)).toBeInTheDocument();
    const body = requests.find((r) => r.method === 'POST')?.body as {
      overright_style: Record<string, Record<string, unknown>>;
    };
    expect(body.overright_style.cta_button).toEqual({ padding_top: 20 });
    expect(body.overright_style.close_btn).toEqual({ margin_top: '6px' });
  }, 90_000);
});

describe('widget editor: unsaved changes', () => {
  it('offers the draft back after a remount and restores it', async () => {
    const { user: firstUser, unmount } = await renderScreen('/create-widget', { token: DEMO_TOKEN });
    const name = await nameInput();
    await firstUser.clear(name);
    await firstUser.type(name, 'Draft name');
    await waitFor(() => expect(localStorage.getItem('draft:widget:new')).toContain('Draft name'), { timeout: 2500 });
    unmount();

    const { user: secondUser } = await renderScreen('/create-widget', { token: DEMO_TOKEN });
    expect(await screen.findByText('Restore your unsaved changes?', undefined, LOAD)).toBeInTheDocument();
    expect(await nameInput()).toHaveValue('Widget 9');
    await secondUser.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Widget name' })).toHaveValue('Draft name'));
    expect(screen.queryByText('Restore your unsaved changes?')).not.toBeInTheDocument();
  });

  it('discards the draft on request', async () => {
    localStorage.setItem('draft:widget:1', JSON.stringify({ widgetId: 1, form: { name: 'Old draft' }, overrides: {} }));
    const { user } = await renderScreen('/edit-widget/1', { token: DEMO_TOKEN });
    await screen.findByText('Restore your unsaved changes?', undefined, LOAD);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText('Restore your unsaved changes?')).not.toBeInTheDocument();
    expect(localStorage.getItem('draft:widget:1')).toBeNull();
    expect(await nameInput()).toHaveValue('Homepage audit box');
  });

  it('asks before leaving with unsaved edits', async () => {
    const { user } = await renderApp('/edit-widget/1', { token: DEMO_TOKEN });
    await user.type(await nameInput(), ' edited');
    await user.click(screen.getAllByRole('link', { name: 'Widgets' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(window.location.pathname).toBe('/edit-widget/1');
    // The page is back in reach once the dialog has closed.
    expect(await screen.findByRole('textbox', { name: 'Widget name' })).toHaveValue('Homepage audit box edited');
  });

  it("asks on the browser's Back too: staying keeps the address and the edit, leaving goes back", async () => {
    const { user } = await renderScreen('/widget-list', { token: DEMO_TOKEN });
    await user.click(await screen.findByRole('link', { name: 'Homepage audit box' }, LOAD));
    await user.type(await nameInput(), ' edited');
    window.history.back();
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(window.location.pathname).toBe('/edit-widget/1');
    expect(await screen.findByRole('textbox', { name: 'Widget name' })).toHaveValue('Homepage audit box edited');

    window.history.back();
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: /^Leave/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/widget-list'));
    expect(await screen.findByRole('link', { name: 'Homepage audit box' }, LOAD)).toBeInTheDocument();
  });

  it('undoes and redoes with the buttons and the keyboard', async () => {
    const { user } = await renderScreen('/edit-widget/1', { token: DEMO_TOKEN });
    const title = textbox.bind(null, 'Widget title');
    await nameInput();
    await user.clear(title());
    await user.type(title(), 'New title');
    await user.click(radio('Report action', 'Show a message'));
    // Typing into one field is one step; the radio choice is another.
    await user.click(firstButton('Undo'));
    expect(screen.queryByRole('textbox', { name: 'Message text' })).not.toBeInTheDocument();
    expect(title()).toHaveValue('New title');
    await user.click(firstButton('Undo'));
    expect(title()).toHaveValue('Get your free SEO audit');
    await user.click(firstButton('Redo'));
    expect(title()).toHaveValue('New title');
    // Outside a text field, Ctrl+Shift+Z and Ctrl+Z are the editor's.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(screen.getByRole('textbox', { name: 'Message text' })).toBeInTheDocument();
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Control>}z{/Control}');
    expect(title()).toHaveValue('Get your free SEO audit');
    expect(firstButton('Undo')).toBeDisabled();
  });
});
