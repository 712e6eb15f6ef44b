import { Button, Flex } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewStage } from './preview-fields';

interface ToolbarProps {
  twoStep: boolean;
  stage: PreviewStage;
}

/** What the visitor would do, without typing: the other step, the report, the error messages. */
export const PreviewToolbar = memo(function PreviewToolbar({ twoStep, stage }: ToolbarProps) {
  const { showErrors, view, step, onShowErrors, onView, onStep } = stage;
  const { t } = useTranslation();
  const toggle = (pressed: boolean) => ({
    variant: pressed ? ('subtle' as const) : ('ghost' as const),
    'aria-pressed': pressed,
  });
  return (
    <Flex gap="1" wrap="wrap" mb="2" role="toolbar" aria-label={t('widgetPreview.label')}>
      <Button size="xs" {...toggle(view === 'form')} onClick={() => onView('form')}>
        {t('widgetPreview.form_view')}
      </Button>
      <Button size="xs" {...toggle(view === 'report')} onClick={() => onView('report')}>
        {t('widgetPreview.report_view')}
      </Button>
      {twoStep && (
        <>
          <Button size="xs" {...toggle(view === 'form' && step === 1)} onClick={() => onStep(1)}>
            {t('widgetPreview.first_step')}
          </Button>
          <Button size="xs" {...toggle(view === 'form' && step === 2)} onClick={() => onStep(2)}>
            {t('widgetPreview.second_step')}
          </Button>
        </>
      )}
      <Button size="xs" ms="auto" {...toggle(showErrors)} onClick={() => onShowErrors(!showErrors)}>
        {t('widgetPreview.show_errors')}
      </Button>
    </Flex>
  );
});
