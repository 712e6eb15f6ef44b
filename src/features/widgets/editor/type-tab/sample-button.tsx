import { Box, Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormValue } from '@/features/widgets/editor/editor-context';
import { intentModule } from '@/components/intent-module';
import { useModuleWhen } from '@/components/on-intent';

/** The sample page's dialog loads when it first opens: the editor paints without the dialog machinery. */
const sampleDialogModule = intentModule(() => import('./sample-dialog'));

/** Opens the sample page for the chosen theme. */
export function SampleButton() {
  const { t } = useTranslation();
  const code = useFormValue<string>('widget_theme_code');
  const [open, setOpen] = useState(false);
  const sample = useModuleWhen(sampleDialogModule, open, () => setOpen(false));
  if (!code) return null;
  return (
    <Box>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t('widgetEditor.theme.sample')}
      </Button>
      <Text textStyle="xs" color="muted" mt="1">
        {t('widgetEditor.theme.sample_hint')}
      </Text>
      {open && sample && <sample.SampleDialog themeCode={code} onClose={() => setOpen(false)} />}
    </Box>
  );
}
