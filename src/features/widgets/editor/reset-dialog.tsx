import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useEditorRef } from './editor-context';

export function ResetDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useEditorRef();
  const reset = (option: 'style' | 'data_style') => {
    ref.send({ type: 'editor.resetRequested', option });
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('widgetEditor.reset.title')}
      onCancel={onClose}
      actions={
        <>
          <Button variant="outline" colorPalette="red" onClick={() => reset('style')}>
            {t('widgetEditor.reset.style')}
          </Button>
          <Button colorPalette="red" onClick={() => reset('data_style')}>
            {t('widgetEditor.reset.data_style')}
          </Button>
        </>
      }
    >
      <Text>{t('widgetEditor.reset.text')}</Text>
    </ConfirmDialog>
  );
}
