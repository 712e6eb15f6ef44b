import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_TOKEN, renderApp } from '../render';
import { countRenders } from '../render-counter';

/**
 * A keystroke in a widget editor field re-renders the preview, nothing else: the page frame, the tabs, the fields
 * (their frames and their inputs: the browser holds what is typed) and the save buttons count their renders, and a
 * keystroke adds none to them. Inside the preview, only the widget's own elements are drawn again: not the frame
 * around it (its toolbar counts), nor the widget's form fields the title leaves as they were.
 */
const renders = vi.hoisted(() => ({
  frame: 0,
  tabs: 0,
  saveButtons: 0,
  preview: 0,
  choices: 0,
  previewToolbar: 0,
  widgetFields: 0,
  inputs: 0,
  fields: {} as Record<string, number>,
}));

vi.mock('../../src/components/page-frame', (importOriginal) =>
  countRenders(importOriginal, 'PageFrame', () => (renders.frame += 1), false),
);
// The memoized ones are wrapped in memo again: a render counted there is a render the component really does.
vi.mock('../../src/features/widgets/editor/editor-tabs', (importOriginal) =>
  countRenders(importOriginal, 'EditorTabs', () => (renders.tabs += 1)),
);
vi.mock('../../src/features/widgets/editor/save-buttons', (importOriginal) =>
  countRenders(importOriginal, 'SaveButtons', () => (renders.saveButtons += 1)),
);
vi.mock('../../src/features/widgets/preview/widget-preview', (importOriginal) =>
  countRenders(importOriginal, 'WidgetPreview', () => (renders.preview += 1)),
);
vi.mock('../../src/features/widgets/preview/preview-toolbar', (importOriginal) =>
  countRenders(importOriginal, 'PreviewToolbar', () => (renders.previewToolbar += 1), false),
);
vi.mock('../../src/features/widgets/preview/widget-field', (importOriginal) =>
  countRenders(importOriginal, 'WidgetField', () => (renders.widgetFields += 1)),
);
// The choices (the preview's device among them) are not memoized: they render whenever what holds them does.
vi.mock('../../src/features/widgets/editor/controls/choice', (importOriginal) =>
  countRenders(importOriginal, 'Choice', () => (renders.choices += 1), false),
);
// Every field draws the shared FieldFrame: each render of a field renders it once, labelled with the field's name.
vi.mock('../../src/components/field-frame', (importOriginal) =>
  countRenders(
    importOriginal,
    'FieldFrame',
    ({ label }: { label?: unknown }) => (renders.fields[String(label)] = (renders.fields[String(label)] ?? 0) + 1),
    false,
  ),
);
vi.mock('../../src/features/widgets/editor/controls/bound-input', (importOriginal) =>
  countRenders(importOriginal, 'BoundInput', () => (renders.inputs += 1)),
);

const reset = () => {
  renders.frame = 0;
  renders.tabs = 0;
  renders.saveButtons = 0;
  renders.preview = 0;
  renders.choices = 0;
  renders.previewToolbar = 0;
  renders.widgetFields = 0;
  renders.inputs = 0;
  renders.fields = {};
};

describe('a keystroke in the widget editor re-renders the field and the preview only', () => {
  it('typing three letters into "Widget title": one render of the preview per letter, none of the field', async () => {
    const { user } = await renderApp('/create-widget', { token: DEMO_TOKEN });
    const input = await screen.findByRole('textbox', { name: /^Widget title/ }, { timeout: 15_000 });
    const preview = await screen.findByTestId('widget-preview', {}, { timeout: 15_000 });
    // The editor has settled (its draft check and first effects): nothing renders any more without a keystroke.
    await waitFor(() => expect(preview.shadowRoot?.querySelector('.w-title')).not.toBeNull());
    // The first letter makes the form unsaved (the actions and the draft notice follow it once); the letters after
    // it are what typing costs.
    await user.type(input, 'x');
    const before = (input as HTMLInputElement).value;
    await waitFor(() => expect(preview.shadowRoot?.querySelector('.w-title')?.textContent).toBe(before));
    reset();

    await user.type(input, 'abc');

    expect(input).toHaveValue(`${before}abc`);
    await waitFor(() => expect(preview.shadowRoot?.querySelector('.w-title')?.textContent).toBe(`${before}abc`));
    expect(renders).toEqual({
      frame: 0,
      tabs: 0,
      saveButtons: 0,
      preview: 3,
      choices: 0,
      previewToolbar: 0,
      widgetFields: 0,
      inputs: 0,
      fields: {},
    });
  });
});
