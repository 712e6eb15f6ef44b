import { Box, Flex, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Choice } from './controls/choice';
import { useEditorSelector } from './editor-context';
import { WidgetPreview } from '@/features/widgets/preview/widget-preview';

/** The only part of the pane that follows the form: a keystroke renders the preview, not the device choice. */
const LivePreview = memo(function LivePreview({ device }: { device: 'desktop' | 'mobile' }) {
  const form = useEditorSelector((s) => s.context.form);
  const styles = useEditorSelector((s) => s.context.styles);
  return <WidgetPreview form={form} styles={styles} device={device} />;
});

export const PreviewPane = memo(function PreviewPane() {
  const { t } = useTranslation();
  const [device, setDevice] = useState<'desktop' | 'mobile'>('desktop');
  return (
    <Box
      as="aside"
      aria-labelledby="widget-preview-heading"
      position={{ lg: 'sticky' }}
      top={{ lg: 'calc(var(--header-height) + 1rem)' }}
      alignSelf="start"
      minW="0"
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
        <Text as="h2" id="widget-preview-heading" fontWeight="semibold" textStyle="lg">
          {t('widgetEditor.preview.heading')}
        </Text>
        <Choice
          label={t('widgetEditor.preview.device')}
          value={device}
          onChange={(value) => setDevice(value === 'mobile' ? 'mobile' : 'desktop')}
          options={[
            { value: 'desktop', label: t('widgetEditor.preview.desktop') },
            { value: 'mobile', label: t('widgetEditor.preview.mobile') },
          ]}
        />
      </Flex>
      <LivePreview device={device} />
    </Box>
  );
});
