import { Box, Button, Field, Heading, Image, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Theme, WidgetType } from '../../../../machines/widget-editor/widget-editor.types';
import { Choice, FlagSwitch, PathChoice, PathSelect, TextField, Toggle, WholeNumberField } from './controls';
import { controlId, useEditorRef, useEditorSelector, useFieldError, useFormValue, useSetField } from './editor-context';
import { SamplePreview } from './sample-preview';
import { themeName } from '../theme-name';
import { assetUrl } from './urls';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" borderColor="border" rounded="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" mb="4">
        {title}
      </Heading>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}

const TYPES: readonly WidgetType[] = [1, 2, 3, 4, 5];

const TypePicker = memo(function TypePicker() {
  const { t } = useTranslation();
  const ref = useEditorRef();
  const type = useFormValue<WidgetType>('widget_type');
  const error = useFieldError('widget_type');
  return (
    <Field.Root id={controlId('widget_type')} invalid={Boolean(error)}>
      <RadioCard.Root
        value={String(type)}
        onValueChange={(d) =>
          d.value && ref.send({ type: 'editor.typeSelected', widgetType: Number(d.value) as WidgetType })
        }
        colorPalette="brand"
        size="sm"
        w="full"
      >
        <RadioCard.Label>{t('widgetEditor.types.label')}</RadioCard.Label>
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="2">
          {TYPES.map((value) => (
            <RadioCard.Item key={value} value={String(value)}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{t(`widgetEditor.types.${value}`)}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>{t(`widgetEditor.types.hint_${value}`)}</RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
    </Field.Root>
  );
});

/** A theme's preview image (max 450 px high), or a plain box naming the theme when the image is missing. */
function ThemeImage({ theme, widgetType }: { theme: Theme; widgetType: WidgetType }) {
  const { t } = useTranslation();
  const src = assetUrl(`/files/widget/v3/preview-image/${widgetType}-${theme.theme_code}-${theme.widget_position}.png`);
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) {
    const accent = String(theme.style.cta_button?.background ?? '#585CE9');
    return (
      <Box
        h="24"
        w="full"
        rounded="md"
        bg="bg.muted"
        display="flex"
        alignItems="center"
        justifyContent="center"
        borderTopWidth="4px"
        style={{ borderTopColor: accent }}
      >
        <Text textStyle="xs" color="muted">
          {t('widgetEditor.theme.no_image')}
        </Text>
      </Box>
    );
  }
  return (
    <Image
      src={src}
      alt={t('widgetEditor.theme.image_alt', { name: themeName(t, theme.theme_code, theme.theme_name) })}
      maxH="450px"
      w="full"
      objectFit="contain"
      rounded="md"
      onError={() => setFailed(src)}
      loading="lazy"
    />
  );
}

const ThemePicker = memo(function ThemePicker() {
  const { t } = useTranslation();
  const ref = useEditorRef();
  const type = useFormValue<WidgetType>('widget_type');
  const active = useFormValue<number>('active_theme');
  const themeType = useFormValue<string>('active_theme_type');
  const groups = useEditorSelector((s) => s.context.themes?.all_theme);
  const themes = groups?.find((group) => group.theme_type === themeType)?.themes ?? [];
  if (themes.length === 0) return null;
  return (
    <RadioCard.Root
      value={String(active)}
      onValueChange={(d) => d.value && ref.send({ type: 'editor.themeSelected', themeId: Number(d.value) })}
      colorPalette="brand"
      size="sm"
    >
      <RadioCard.Label>{t('widgetEditor.theme.label')}</RadioCard.Label>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
        {themes.map((theme) => (
          <RadioCard.Item key={theme.id} value={String(theme.id)}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl flexDirection="column" alignItems="stretch" gap="2">
              <ThemeImage theme={theme} widgetType={type} />
              <RadioCard.ItemText>{themeName(t, theme.theme_code, theme.theme_name)}</RadioCard.ItemText>
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  );
});

/** The sample page with the widget as it stands in the editor right now. */
function SampleDialog({ themeCode, onClose }: { themeCode: string; onClose: () => void }) {
  const form = useEditorSelector((s) => s.context.form);
  const styles = useEditorSelector((s) => s.context.styles);
  return <SamplePreview themeCode={themeCode} form={form} styles={styles} onClose={onClose} />;
}

function SampleButton() {
  const { t } = useTranslation();
  const code = useFormValue<string>('widget_theme_code');
  const [open, setOpen] = useState(false);
  if (!code) return null;
  return (
    <Box>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t('widgetEditor.theme.sample')}
      </Button>
      <Text textStyle="xs" color="muted" mt="1">
        {t('widgetEditor.theme.sample_hint')}
      </Text>
      {open && <SampleDialog themeCode={code} onClose={() => setOpen(false)} />}
    </Box>
  );
}

const Basics = memo(function Basics() {
  const { t } = useTranslation();
  const type = useFormValue<WidgetType>('widget_type');
  const langs = useEditorSelector((s) => s.context.meta.availableLang);
  return (
    <Section title={t('widgetEditor.basics.heading')}>
      <TextField path="name" label={t('widgetEditor.basics.name')} error="name" required />
      {langs.length > 0 && (
        <PathSelect
          path="widget_lang"
          label={t('widgetEditor.basics.language')}
          options={langs.map((l) => ({ value: l.code, label: l.label }))}
        />
      )}
      <TextField path="widget_title" label={t('widgetEditor.basics.title')} />
      <FlagSwitch path="display_title" label={t('widgetEditor.basics.display_title')} />
      {type !== 3 && <TextField path="widget_description" label={t('widgetEditor.basics.description')} multiline />}
      <TextField path="widget_form_extra" label={t('widgetEditor.basics.extra')} multiline />
    </Section>
  );
});

function usePositionOptions(values: readonly string[]) {
  const { t } = useTranslation();
  return values.map((value) => ({ value, label: t(`widgetEditor.positions.${value}`) }));
}

function PopupSettings() {
  const { t } = useTranslation();
  const positions = usePositionOptions(['left', 'right', 'center']);
  return (
    <Section title={t('widgetEditor.popup.heading')}>
      <WholeNumberField
        path="widget_settings_extra.widget_auto_popup"
        label={t('widgetEditor.popup.auto_popup')}
        hint={t('widgetEditor.popup.auto_popup_hint')}
      />
      <TextField
        path="widget_settings_extra.widget_popup_icon"
        label={t('widgetEditor.popup.icon')}
        hint={t('widgetEditor.popup.icon_hint')}
        type="url"
      />
      <PathChoice path="widget_position" label={t('widgetEditor.popup.position')} options={positions} />
    </Section>
  );
}

function SlimSettings() {
  const { t } = useTranslation();
  const positions = usePositionOptions(['top', 'bottom']);
  return (
    <Section title={t('widgetEditor.slim.heading')}>
      <PathChoice path="widget_position" label={t('widgetEditor.slim.position')} options={positions} />
    </Section>
  );
}

/** A takeover trigger: on with a value, off as -1 (spec part 1 §4). */
function Trigger({
  path,
  label,
  valueLabel,
  fallback,
}: {
  path: string;
  label: string;
  valueLabel: string;
  fallback: number;
}) {
  const value = useFormValue<number>(path);
  const set = useSetField(path);
  const on = value !== -1;
  return (
    <Stack gap="2">
      <Toggle label={label} checked={on} onChange={(next) => set(next ? fallback : -1)} />
      {on && <WholeNumberField path={path} label={valueLabel} />}
    </Stack>
  );
}

function TakeoverSettings() {
  const { t } = useTranslation();
  return (
    <Section title={t('widgetEditor.takeover.heading')}>
      <PathChoice
        path="widget_settings_extra.show_form_view_as"
        label={t('widgetEditor.takeover.view')}
        options={[
          { value: '1', label: t('widgetEditor.takeover.view_1') },
          { value: '2', label: t('widgetEditor.takeover.view_2') },
        ]}
      />
      <Text fontWeight="medium" textStyle="sm">
        {t('widgetEditor.takeover.triggers')}
      </Text>
      <FlagSwitch path="widget_settings_extra.event_type.on_exit" label={t('widgetEditor.takeover.on_exit')} />
      <Trigger
        path="widget_settings_extra.event_type.on_timeout"
        label={t('widgetEditor.takeover.on_timeout')}
        valueLabel={t('widgetEditor.takeover.timeout_value')}
        fallback={5}
      />
      <Trigger
        path="widget_settings_extra.event_type.on_scroll"
        label={t('widgetEditor.takeover.on_scroll')}
        valueLabel={t('widgetEditor.takeover.scroll_value')}
        fallback={200}
      />
    </Section>
  );
}

const TypeSettings = memo(function TypeSettings() {
  const type = useFormValue<WidgetType>('widget_type');
  if (type === 2) return <PopupSettings />;
  if (type === 3) return <SlimSettings />;
  if (type === 4) return <TakeoverSettings />;
  return null;
});

const ReportAction = memo(function ReportAction() {
  const { t } = useTranslation();
  const action = useFormValue<'default' | 'redirect' | 'popup'>('report_action');
  const smtp = useEditorSelector((s) => s.context.meta.smtpVerified);
  const set = useSetField('report_action');
  return (
    <Section title={t('widgetEditor.report.heading')}>
      <Choice
        label={t('widgetEditor.report.action')}
        value={action}
        onChange={set}
        options={(['default', 'redirect', 'popup'] as const).map((value) => ({
          value,
          label: t(`widgetEditor.report.${value}`),
        }))}
      />
      {action === 'redirect' && (
        <TextField
          path="report_action_extra.redirect.redirect_url"
          label={t('widgetEditor.report.redirect_url')}
          error="report_redirect_url"
          required
          type="url"
        />
      )}
      {action === 'popup' && (
        <TextField
          path="report_action_extra.popup.text"
          label={t('widgetEditor.report.popup_text')}
          error="report_popup_text"
          required
          multiline
        />
      )}
      {smtp ? (
        <FlagSwitch
          key={action}
          path={`report_action_extra.${action}.send_report`}
          label={t('widgetEditor.report.send_report')}
        />
      ) : (
        <Box>
          <Text textStyle="sm" color="muted" mb="1.5">
            {t('widgetEditor.report.smtp_hint')}
          </Text>
          <Button asChild size="xs" variant="outline">
            <RouterLink to="/setting#smtp-setting">{t('widgetEditor.report.smtp_link')}</RouterLink>
          </Button>
        </Box>
      )}
    </Section>
  );
});

const CloseAction = memo(function CloseAction() {
  const { t } = useTranslation();
  const action = useFormValue<'default' | 'redirect'>('close_button_action');
  const set = useSetField('close_button_action');
  return (
    <Section title={t('widgetEditor.close.heading')}>
      <Choice
        label={t('widgetEditor.close.action')}
        value={action}
        onChange={set}
        options={(['default', 'redirect'] as const).map((value) => ({
          value,
          label: t(`widgetEditor.close.${value}`),
        }))}
      />
      <TextField
        key={action}
        path={`close_button_extra.${action}.title`}
        label={t('widgetEditor.close.title')}
        error="close_title"
        required
      />
      {action === 'redirect' && (
        <TextField
          path="close_button_extra.redirect.redirect_url"
          label={t('widgetEditor.close.redirect_url')}
          error="close_redirect_url"
          required
          type="url"
        />
      )}
    </Section>
  );
});

/** Tab 2 of the spec: type, theme, the basic texts, per-type settings and the two action selectors. */
export const TypeTab = memo(function TypeTab() {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <Section title={t('widgetEditor.theme.section')}>
        <TypePicker />
        <ThemePicker />
        <SampleButton />
      </Section>
      <Basics />
      <TypeSettings />
      <ReportAction />
      <CloseAction />
    </Stack>
  );
});
