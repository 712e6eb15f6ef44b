import { Alert, Box, Button, chakra, Flex, Grid, HStack, Link, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { memo, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useBlocker, useNavigate, useParams } from 'react-router-dom';
import { widgetEditorMachine } from '../../../../machines/widget-editor/widget-editor.machine';
import type { ErrorField, WidgetForm } from '../../../../machines/widget-editor/widget-editor.types';
import { account, useAccount } from '../../../components/data/account';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ExternalIcon } from '../../../components/icons';
import { PageFrame } from '../../../components/page-frame';
import { widgetEditorActors } from '../actors';
import { Choice } from './controls';
import { clearDraft, createDraftWriter, readDraft, type StoredDraft } from './draft';
import { editorAlerts } from './editor-alerts';
import { EditorEffects } from './editor-effects';
import { controlId, EditorContext, tabOfError, useEditorRef, useEditorSelector, type EditorRef, type EditorTab } from './editor-context';
import { FieldsTab } from './fields-tab';
import { WidgetPreview } from '../preview/widget-preview';
import { StyleHint, StylePanels } from './style-panel';
import { STYLE_ELEMENTS } from './style-config';
import { TypeTab } from './type-tab';

export const SAMPLES_URL = (import.meta.env.VITE_WIDGET_SAMPLES_URL as string | undefined) || 'https://www.rankpilot.io/widget-samples';

const editorMachine = widgetEditorMachine.provide({ actors: widgetEditorActors });
const STYLE_GROUPS = STYLE_ELEMENTS.map((element) => element.group);

/** /create-widget and /edit-widget/:id: one editor per widget (a new id starts a new editor). */
export function WidgetEditorPage() {
  const { id } = useParams();
  if (id === undefined) return <WidgetEditor key="new" widgetId={undefined} />;
  const widgetId = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  if (!Number.isInteger(widgetId) || widgetId <= 0) return <NotFoundNotice />;
  return <WidgetEditor key={widgetId} widgetId={widgetId} />;
}

function NotFoundNotice() {
  const { t } = useTranslation();
  return (
    <PageFrame titleKey="widgetEditor.title_edit">
      <EmptyState
        title={t('widgetEditor.not_found_title')}
        hint={t('widgetEditor.not_found_hint')}
        link={{ to: '/widget-list', label: t('widgetEditor.back_to_list') }}
      />
    </PageFrame>
  );
}

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

function WidgetEditor({ widgetId }: { widgetId: number | undefined }) {
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
    return editorMachine.provide({
      actions: {
        ...editorAlerts,
        widgetSaved: forgetDraft,
        widgetReset: forgetDraft,
        // After the machine has entered `saved` (actions run before it does), so the leave guard lets this through.
        leaveEditor: (_, { to }) => queueMicrotask(() => navigate(to)),
        focusInvalidField: (_, { field, scrollTop }) => focusInvalidField(field, scrollTop, setTab),
      },
    });
  });
  const actorRef = useActorRef(machine, { input: { widgetId } });
  const phase = useSelector(actorRef, phaseOf);
  const titleKey = widgetId === undefined ? 'widgetEditor.title_create' : 'widgetEditor.title_edit';

  if (phase === 'notFound') return <NotFoundNotice />;
  const retry = () => actorRef.send({ type: 'editor.retry' });
  return (
    <EditorContext.Provider value={actorRef}>
      <EditorEffects actorRef={actorRef} widgetId={widgetId} writer={writer} leavingRef={leavingRef} />
      <PageFrame titleKey={titleKey} description={<Intro />} actions={phase === 'ready' ? <EditorActions /> : undefined}>
        {phase === 'loading' && (
          <HStack gap="3" py="10" justify="center" role="status">
            <Spinner size="sm" />
            <Text color="muted">{t('widgetEditor.loading')}</Text>
          </HStack>
        )}
        {/* Spec part 1 §8: a failed load shows no message, only the way to try again. */}
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
        {(phase === 'ready' || phase === 'readOnly') && (
          <EditorBody widgetId={widgetId} leavingRef={leavingRef} tab={tab} setTab={setTab} readOnly={phase === 'readOnly'} />
        )}
      </PageFrame>
    </EditorContext.Provider>
  );
}

/** A deleted widget is shown read-only: what it looked like, with no way to change it. */
function DeletedNotice() {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" mb="4" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('widgetEditor.deleted.title')}</Alert.Title>
        <Alert.Description>{t('widgetEditor.deleted.text')}</Alert.Description>
      </Alert.Content>
      <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium" alignSelf="center" whiteSpace="nowrap">
        <RouterLink to="/deleted-widget-list">{t('widgetEditor.back_to_list')}</RouterLink>
      </Link>
    </Alert.Root>
  );
}

function Intro() {
  const { t } = useTranslation();
  return (
    <Stack as="span" gap="1" display="flex">
      <span>{t('widgetEditor.description')}</span>
      <HStack as="span" gap="4" wrap="wrap">
        <Link href={SAMPLES_URL} target="_blank" rel="noopener noreferrer" colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
          {t('widgetEditor.samples_link')} <ExternalIcon />
        </Link>
        <Quota />
      </HStack>
      <Text as="span" textStyle="sm">
        {t('widgetEditor.help_note')}
      </Text>
    </Stack>
  );
}

/** widget_setting used / total; the upgrade text when the plan has none (spec part 1 §6). */
function Quota() {
  const { t } = useTranslation();
  const { data } = useAccount();
  useEffect(() => {
    void account.refresh();
  }, []);
  const quota = data?.subscription_details.widget_setting;
  if (!quota) return null;
  if (quota.total === 0) {
    return (
      <Text as="span" textStyle="sm">
        {t('widgetEditor.quota.none')}{' '}
        <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
          <RouterLink to="/pricing">{t('widgetEditor.quota.upgrade')}</RouterLink>
        </Link>
      </Text>
    );
  }
  return (
    <Text as="span" textStyle="sm" data-testid="widget-quota" fontVariantNumeric="tabular-nums">
      {t('widgetEditor.quota.used', { used: quota.used, total: quota.total })}
    </Text>
  );
}

/** Save (create) or Update / Update and close / Reset (edit); shown at the top and the bottom. */
const SaveButtons = memo(function SaveButtons({ withReset, onReset }: { withReset?: boolean; onReset?: () => void }) {
  const { t } = useTranslation();
  const create = useEditorSelector((s) => s.context.mode === 'create');
  const saving = useEditorSelector((s) => s.matches('saving'));
  const closing = useEditorSelector((s) => s.context.closeAfterSave);
  const busy = useEditorSelector((s) => !s.matches('editing'));
  const ref = useEditorRef();
  const save = useCallback((andClose: boolean) => ref.send({ type: 'editor.save', andClose }), [ref]);
  if (create) {
    return (
      <Button colorPalette="brand" loading={saving} loadingText={t('widgetEditor.actions.saving')} disabled={busy} onClick={() => save(false)}>
        {t('widgetEditor.actions.save')}
      </Button>
    );
  }
  return (
    <>
      {withReset && (
        <Button variant="outline" colorPalette="red" disabled={busy} onClick={onReset}>
          {t('widgetEditor.actions.reset')}
        </Button>
      )}
      <Button variant="outline" colorPalette="brand" loading={saving && closing} disabled={busy} onClick={() => save(true)}>
        {t('widgetEditor.actions.update_close')}
      </Button>
      <Button colorPalette="brand" loading={saving && !closing} disabled={busy} onClick={() => save(false)}>
        {t('widgetEditor.actions.update')}
      </Button>
    </>
  );
});

function EditorActions() {
  const { t } = useTranslation();
  const ref = useEditorRef();
  const canUndo = useEditorSelector((s) => s.matches('editing') && s.context.past.length > 0);
  const canRedo = useEditorSelector((s) => s.matches('editing') && s.context.future.length > 0);
  const [resetOpen, setResetOpen] = useState(false);
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={t('widgetEditor.actions.label')}>
      <Button variant="ghost" size="sm" disabled={!canUndo} title={t('widgetEditor.actions.undo_hint')} aria-keyshortcuts="Control+Z" onClick={() => ref.send({ type: 'editor.undo' })}>
        {t('widgetEditor.actions.undo')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={!canRedo}
        title={t('widgetEditor.actions.redo_hint')}
        aria-keyshortcuts="Control+Shift+Z"
        onClick={() => ref.send({ type: 'editor.redo' })}
      >
        {t('widgetEditor.actions.redo')}
      </Button>
      <SaveButtons withReset onReset={() => setResetOpen(true)} />
      <ResetDialog open={resetOpen} onClose={() => setResetOpen(false)} />
    </HStack>
  );
}

function ResetDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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

/** Asks before a route change that would drop unsaved edits (the browser asks on reload/close). */
function LeaveGuard({ leavingRef, widgetId }: { leavingRef: RefObject<boolean>; widgetId: number | undefined }) {
  const { t } = useTranslation();
  const ref = useEditorRef();
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) => {
        const snapshot = ref.getSnapshot();
        return snapshot.context.dirty && !snapshot.matches('saved') && currentLocation.pathname !== nextLocation.pathname;
      },
      [ref],
    ),
  );
  const open = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      open={open}
      title={t('widgetEditor.leave.title')}
      cancelLabel={t('widgetEditor.leave.stay')}
      confirmLabel={t('widgetEditor.leave.leave')}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => {
        leavingRef.current = true;
        clearDraft(widgetId);
        blocker.proceed?.();
      }}
    >
      <Text>{t('widgetEditor.leave.text')}</Text>
    </ConfirmDialog>
  );
}

/** "Restore your unsaved changes?" after a reload or an expired sign-in. */
function DraftBanner({ widgetId }: { widgetId: number | undefined }) {
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
            ref.send({ type: 'editor.draftRestored', draft: { widgetId: offer.widgetId, form: offer.form as WidgetForm, overrides: offer.overrides } });
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

const PreviewPane = memo(function PreviewPane() {
  const { t } = useTranslation();
  const form = useEditorSelector((s) => s.context.form);
  const styles = useEditorSelector((s) => s.context.styles);
  const [device, setDevice] = useState<'desktop' | 'mobile'>('desktop');
  return (
    <Box as="aside" aria-labelledby="widget-preview-heading" position={{ lg: 'sticky' }} top={{ lg: '4' }} alignSelf="start" minW="0">
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
      <WidgetPreview form={form} styles={styles} device={device} />
    </Box>
  );
});

const EditorTabs = memo(function EditorTabs({ tab, setTab }: { tab: EditorTab; setTab: (tab: EditorTab) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as EditorTab)} lazyMount colorPalette="brand" variant="line">
      <Tabs.List aria-label={t('widgetEditor.tabs.label')} mb="4">
        <Tabs.Trigger value="type">{t('widgetEditor.tabs.type')}</Tabs.Trigger>
        <Tabs.Trigger value="fields">{t('widgetEditor.tabs.fields')}</Tabs.Trigger>
        <Tabs.Trigger value="style">{t('widgetEditor.tabs.style')}</Tabs.Trigger>
      </Tabs.List>
      {/* The tabs stay usable while the form is busy or read-only: a deleted widget can still be looked through. */}
      <Tabs.Content value="type">
        <BusyFieldset>
          <TypeTab />
        </BusyFieldset>
      </Tabs.Content>
      <Tabs.Content value="fields">
        <BusyFieldset>
          <FieldsTab />
        </BusyFieldset>
      </Tabs.Content>
      <Tabs.Content value="style">
        <BusyFieldset>
          <StyleHint />
          <StylePanels groups={STYLE_GROUPS} />
        </BusyFieldset>
      </Tabs.Content>
    </Tabs.Root>
  );
});

/** While saving, resetting or reloading the machine ignores edits, so the form says so instead of dropping keystrokes. */
function BusyFieldset({ children }: { children: ReactNode }) {
  const busy = useEditorSelector((s) => !s.matches('editing'));
  return (
    <chakra.fieldset disabled={busy} aria-busy={busy || undefined} border="0" p="0" m="0" minW="0">
      {children}
    </chakra.fieldset>
  );
}

function EditorBody({
  widgetId,
  leavingRef,
  tab,
  setTab,
  readOnly,
}: {
  widgetId: number | undefined;
  leavingRef: RefObject<boolean>;
  tab: EditorTab;
  setTab: (tab: EditorTab) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DraftBanner widgetId={widgetId} />
      <LeaveGuard leavingRef={leavingRef} widgetId={widgetId} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(320px, 42%)' }} gap={{ base: '6', lg: '8' }} alignItems="start">
        <Box minW="0">
          <EditorTabs tab={tab} setTab={setTab} />
          {!readOnly && (
            <Flex justify="flex-end" gap="2" wrap="wrap" mt="6" pt="4" borderTopWidth="1px" borderColor="border" role="group" aria-label={t('widgetEditor.actions.label')}>
              <SaveButtons />
            </Flex>
          )}
        </Box>
        <PreviewPane />
      </Grid>
    </>
  );
}

