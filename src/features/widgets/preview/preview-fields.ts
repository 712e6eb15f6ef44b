import type { WidgetForm } from '@machines/shared/widget-editor.types';

export type PreviewDevice = 'desktop' | 'mobile';
export type PreviewView = 'form' | 'report';

/** What the preview shows of the widget (the form at a step, or the report; the error messages or not), and its setters. */
export interface PreviewStage {
  view: PreviewView;
  step: 1 | 2;
  showErrors: boolean;
  onView: (view: PreviewView) => void;
  onStep: (step: 1 | 2) => void;
  onShowErrors: (on: boolean) => void;
}

export interface PreviewField {
  key: 'url' | 'keyword' | 'name' | 'phone' | 'email';
  inputType: 'url' | 'text' | 'tel' | 'email';
  label: string;
  placeholder: string;
  required: boolean;
  firstStep: boolean;
}

const OPTIONAL_FIELDS = [
  ['keyword', 'wform_keyword', 'text'],
  ['name', 'wform_name', 'text'],
  ['phone', 'wform_phone', 'tel'],
  ['email', 'wform_email', 'email'],
] as const;

/** The fields a visitor sees, in form order: the URL always, the others per show_field (2 = required). */
export function visibleFields(form: WidgetForm): PreviewField[] {
  const fields: PreviewField[] = [
    {
      key: 'url',
      inputType: 'url',
      label: form.wform_url.label,
      placeholder: form.wform_url.placeholder,
      required: true,
      firstStep: form.wform_url.show_in_first_step === 1,
    },
  ];
  for (const [key, group, inputType] of OPTIONAL_FIELDS) {
    const config = form[group];
    if (config.show_field === 0) continue;
    fields.push({
      key,
      inputType,
      label: config.label,
      placeholder: config.placeholder,
      required: config.show_field === 2,
      firstStep: config.show_in_first_step === 1,
    });
  }
  return fields;
}
