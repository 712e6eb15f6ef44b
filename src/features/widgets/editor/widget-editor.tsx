import { Button, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { useDeferredValue, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { widgetEditorMachine } from '@machines/widgets/editor/widget-editor.machine';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { widgetEditorActors } from '@/features/widgets/actors';
import { clearDraft, createDraftWriter } from './draft';
import { editorAlerts } from './editor-alerts';
import { EditorEffects } from './editor-effects';
import { controlId, EditorContext, tabOfError, type EditorRef, type EditorTab } from './editor-context';
import type { ErrorField } from '@machines/widgets/editor/widget-editor.types';
import { NotFoundNotice } from './not-found-notice';
import { DeletedNotice } from './deleted-notice';
import { VariantNotice } from './variant-notice';
import { EditorIntro } from './editor-intro';
import { EditorActions } from './editor-actions';
import { EditorBody } from './editor-body';
import { PlanGate, useWidgetRoom } from './plan-gate';

const editorMachine = widgetEditorMachine.provide({ actors: widgetEditorActors });

type Phase = 'loading' | 'failed' | 'notFound' | 'noThemes' | 'readOnly' | 'ready';

function phaseOf(snapshot: ReturnType<EditorRef['getSnapshot']>): Phase {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('noThemes')) return 'noThemes';
  if (snapshot.matches('readOnly')) return 'readOnly';
  if (snapshot.matches('loadFailed')) return snapshot.context.notFound ? 'notFound' : 'failed';
  return 'ready';
}

/** Shows the first invalid field of a failed save: its tab, then (once the tab has rendered) the field itself. */
function focusInvalidField(field: ErrorField, scrollTop: boolean, openTab: (tab: EditorTab) => void) {
  openTab(tabOfError(field));
  if (scrollTop) window.scrollTo({ top: 0, behavior: 'smooth' });
  setTimeout(() => {
    const element = document.getElementById(controlId(field));
    if (!element) return;
    element.dataset.autoFocus = 'true';
    element.focus({ preventScroll: field === 'name' });
    delete element.dataset.autoFocus;
  }, 0);
}

export function WidgetEditor({ widgetId }: { widgetId: number | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leavingRef = useRef(false);
  const [tab, setTab] = useState<EditorTab>('type');
  const [writer] = useState(createDraftWriter);
  // The machine's effects, filled once per editor (the widget id and these callbacks do not change).
  const [machine] = useState(() => {
    const forgetDraft = () => {
      writer.cancel();
      clearDraft(widgetId);
    };
    let savedId: number | null = null;
    return editorMachine.provide({
      actions: {
        ...editorAlerts,
        widgetSaved: (_, { output }) => {
          savedId = output.widget_id;
          forgetDraft();
        },
        widgetReset: forgetDraft,
        // After the machine has entered `saved` (actions run before it does), so the leave guard lets this through.
        // A new widget arrives on the list with the way to its embed code.
        leaveEditor: ({ context }, { to }) => {
          const state =
            context.mode === 'create' && savedId !== null
              ? { installWidget: { id: savedId, name: context.form.name.trim() } }
              : undefined;
          queueMicrotask(() => navigate(to, { state }));
        },
        focusInvalidField: (_, { field, scrollTop }) => focusInvalidField(field, scrollTop, setTab),
      },
    });
  });
  const actorRef = useActorRef(machine, { input: { widgetId } });
  // The editor's arrival (every field and the preview at once) is drawn as a transition, in slices the browser can
  // answer input between, not in one long task as the machine's synchronous update would.
  const phase = useDeferredValue(useSelector(actorRef, phaseOf));
  // A new widget the plan has no room for is refused before it is designed.
  const room = useWidgetRoom();
  const gated = widgetId === undefined && (room === 'none' || room === 'full') ? room : null;
  const titleKey = widgetId === undefined ? 'widgetEditor.title_create' : 'widgetEditor.title_edit';

  if (phase === 'notFound') return <NotFoundNotice />;
  const retry = () => actorRef.send({ type: 'editor.retry' });
  return (
    <EditorContext.Provider value={actorRef}>
      <EditorEffects actorRef={actorRef} widgetId={widgetId} writer={writer} leavingRef={leavingRef} />
      <PageFrame
        titleKey={titleKey}
        description={<EditorIntro />}
        actions={phase === 'ready' && !gated ? <EditorActions /> : undefined}
      >
        {phase === 'loading' && (
          <HStack gap="3" py="10" justify="center" role="status">
            <Spinner size="sm" />
            <Text color="muted">{t('widgetEditor.loading')}</Text>
          </HStack>
        )}
        {/* A failed load (the default themes or the widget) shows no message, only the way to try again. */}
        {phase === 'failed' && (
          <Flex justify="center" py="10">
            <Button colorPalette="brand" onClick={retry}>
              {t('widgetEditor.retry')}
            </Button>
          </Flex>
        )}
        {phase === 'noThemes' && (
          <EmptyState
            title={t('widgetEditor.no_themes_title')}
            hint={t('widgetEditor.no_themes_hint')}
            action={
              <Button colorPalette="brand" size="sm" mt="2" onClick={retry}>
                {t('widgetEditor.retry')}
              </Button>
            }
          />
        )}
        {phase === 'readOnly' && <DeletedNotice />}
        {phase === 'ready' && <VariantNotice />}
        {gated && phase === 'ready' && <PlanGate room={gated} />}
        {(phase === 'ready' || phase === 'readOnly') && !gated && (
          <EditorBody
            widgetId={widgetId}
            leavingRef={leavingRef}
            tab={tab}
            setTab={setTab}
            readOnly={phase === 'readOnly'}
          />
        )}
      </PageFrame>
    </EditorContext.Provider>
  );
}
