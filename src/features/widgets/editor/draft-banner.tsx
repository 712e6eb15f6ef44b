import { Alert, Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearDraft, readDraft, type StoredDraft } from './draft';
import { useEditorRef, useEditorSelector } from './editor-context';
import type { WidgetForm } from '@machines/shared/widget-editor.types';

/** "Restore your unsaved changes?" after a reload or an expired sign-in. */
export function DraftBanner({ widgetId }: { widgetId: number | undefined }) {
  const { t } = useTranslation();
  const ref = useEditorRef();
  const [offer, setOffer] = useState<StoredDraft | null>(() => readDraft(widgetId));
  // A save in the meantime replaces the draft (draftStatus 'saved'), so the offer goes too.
  const undecided = useEditorSelector((s) => s.context.draftStatus === 'none' && s.matches('editing'));
  if (!offer || !undecided) return null;
  return (
    <Alert.Root status="info" mb="4" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="60">
        <Alert.Title>{t('widgetEditor.draft.title')}</Alert.Title>
        <Alert.Description>{t('widgetEditor.draft.text')}</Alert.Description>
      </Alert.Content>
      <HStack gap="2">
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => {
            ref.send({
              type: 'editor.draftRestored',
              draft: { widgetId: offer.widgetId, form: offer.form as WidgetForm, overrides: offer.overrides },
            });
            setOffer(null);
          }}
        >
          {t('widgetEditor.draft.restore')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            clearDraft(widgetId);
            ref.send({ type: 'editor.draftDiscarded' });
            setOffer(null);
          }}
        >
          {t('widgetEditor.draft.discard')}
        </Button>
      </HStack>
    </Alert.Root>
  );
}
