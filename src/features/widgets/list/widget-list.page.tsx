import {
  Box,
  Button,
  ButtonGroup,
  chakra,
  Flex,
  IconButton,
  Link as ChakraLink,
  Menu,
  Pagination,
  Portal,
  Skeleton,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { memo, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { alertDeleted, alertDeleteFailed } from '../../../components/alerts/alert-store';
import { account, useAccount } from '../../../components/data/account';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ChevronDownIcon, PlusIcon } from '../../../components/icons';
import { PageFrame } from '../../../components/page-frame';
import {
  normalizePage,
  WIDGET_PAGE_SIZE,
  widgetListMachine,
  type WidgetListRow,
  type WidgetListView,
} from '../../../../machines/widget-list/widget-list.machine';
import { deleteWidgets, loadWidgetPage } from './actors';
import { themeName } from '../theme-name';

const SKELETON_ROWS = 10;

const machine = widgetListMachine.provide({
  actors: { loadPage: loadWidgetPage, deleteWidgets },
  actions: {
    notifyDeleted: () => {
      alertDeleted();
      // The quota counter counts active widgets: one fewer now.
      void account.refresh();
    },
    notifyDeleteFailed: (_, { failure }) => alertDeleteFailed(failure),
  },
});

const DotsIcon = () => (
  <chakra.svg viewBox="0 0 24 24" boxSize="1.1em" fill="currentColor" aria-hidden="true" focusable="false">
    <circle cx="5" cy="12" r="1.8" />
    <circle cx="12" cy="12" r="1.8" />
    <circle cx="19" cy="12" r="1.8" />
  </chakra.svg>
);

/** 'popup-corner-left' of a POPUP widget reads as "Corner left". */
export function themeLabel(code: string, themeType: string): string {
  const prefix = `${themeType.toLowerCase().replace('_', '-')}-`;
  const rest = (code.startsWith(prefix) ? code.slice(prefix.length) : code).replace(/[-_]+/g, ' ').trim();
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : code;
}

/** Used / total widgets of the plan; with no widgets in the plan, the way to get some. */
function QuotaCounter() {
  const { t } = useTranslation();
  const { data } = useAccount();
  const quota = data?.subscription_details.widget_setting;
  if (!quota) return null;
  if (quota.total === 0) {
    return (
      <>
        {t('widgetList.quota_none')}{' '}
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <RouterLink to="/pricing">{t('widgetList.upgrade')}</RouterLink>
        </ChakraLink>
      </>
    );
  }
  return (
    <chakra.span fontVariantNumeric="tabular-nums" data-testid="widget-quota">
      {t('widgetList.quota', { used: quota.used, total: quota.total })}
    </chakra.span>
  );
}

function ViewLinks({ view }: { view: WidgetListView }) {
  const { t } = useTranslation();
  const links: { to: string; key: string; value: WidgetListView }[] = [
    { to: '/widget-list', key: 'widgetList.view_active', value: 'active' },
    { to: '/deleted-widget-list', key: 'widgetList.view_deleted', value: 'deleted' },
  ];
  return (
    <Flex as="nav" aria-label={t('widgetList.views_label')} gap="1" borderBottomWidth="1px" borderColor="border" mb="4">
      {links.map((link) => {
        const current = link.value === view;
        return (
          <ChakraLink
            key={link.value}
            asChild
            px="3"
            py="2"
            mb="-1px"
            fontWeight="medium"
            fontSize="sm"
            color={current ? 'brand.fg' : 'muted'}
            borderBottomWidth="2px"
            borderColor={current ? 'brand.solid' : 'transparent'}
            textDecoration="none"
            _hover={{ color: 'fg', textDecoration: 'none' }}
          >
            <RouterLink to={link.to} aria-current={current ? 'page' : undefined}>
              {t(link.key)}
            </RouterLink>
          </ChakraLink>
        );
      })}
    </Flex>
  );
}

/** The first column stays put when the table scrolls sideways (narrow screens); it follows the row's hover. */
const pinned = { position: 'sticky', left: 0, zIndex: 1, bg: 'bg', css: { 'tr:hover > &': { bg: 'colorPalette.subtle' } } } as const;

function TableHead({ view }: { view: WidgetListView }) {
  const { t } = useTranslation();
  return (
    <Table.Header>
      <Table.Row bg="bg.subtle">
        <Table.ColumnHeader {...pinned} zIndex={2} bg="bg.subtle">
          {t('widgetList.columns.name')}
        </Table.ColumnHeader>
        <Table.ColumnHeader>{t('widgetList.columns.type')}</Table.ColumnHeader>
        <Table.ColumnHeader>{t('widgetList.columns.theme')}</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">{t('widgetList.columns.leads')}</Table.ColumnHeader>
        <Table.ColumnHeader>{t(view === 'deleted' ? 'widgetList.columns.deleted' : 'widgetList.columns.updated')}</Table.ColumnHeader>
        {view === 'active' && (
          <Table.ColumnHeader w="1" textAlign="end">
            <VisuallyHidden>{t('widgetList.columns.actions')}</VisuallyHidden>
          </Table.ColumnHeader>
        )}
      </Table.Row>
    </Table.Header>
  );
}

function SkeletonTable({ view }: { view: WidgetListView }) {
  const { t } = useTranslation();
  const columns = view === 'active' ? 6 : 5;
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md" aria-busy="true">
      <VisuallyHidden role="status">{t('widgetList.loading')}</VisuallyHidden>
      <Table.Root size="sm" aria-hidden="true" data-testid="widget-list-skeleton">
        <TableHead view={view} />
        <Table.Body>
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <Table.Row key={row}>
              {Array.from({ length: columns }, (_, cell) => (
                <Table.Cell key={cell}>
                  <Skeleton height="4" width={cell === 0 ? '70%' : '50%'} ms={cell === 3 ? 'auto' : undefined} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

interface RowProps {
  widget: WidgetListRow;
  view: WidgetListView;
  dateFormat: Intl.DateTimeFormat;
  onDelete: (widget: WidgetListRow) => void;
}

const WidgetRow = memo(function WidgetRow({ widget, view, dateFormat, onDelete }: RowProps) {
  const { t } = useTranslation();
  const date = new Date(widget.updated_at);
  return (
    <Table.Row>
      <Table.Cell {...pinned} fontWeight="medium" maxW="22rem" truncate>
        {view === 'active' ? (
          <ChakraLink asChild color="brand.fg">
            <RouterLink to={`/edit-widget/${widget.id}`}>{widget.name}</RouterLink>
          </ChakraLink>
        ) : (
          widget.name
        )}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{t(`widgetList.types.${widget.widget_type}`)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap" color="muted">
        {themeName(t, widget.widget_theme_code, themeLabel(widget.widget_theme_code, widget.active_theme_type))}
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {widget.lead_count.toLocaleString(dateFormat.resolvedOptions().locale)}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {Number.isNaN(date.getTime()) ? '' : <time dateTime={widget.updated_at}>{dateFormat.format(date)}</time>}
      </Table.Cell>
      {view === 'active' && (
        <Table.Cell textAlign="end" py="1">
          <Menu.Root
            positioning={{ placement: 'bottom-end' }}
            // Keyboard selection comes here; a pointer click also reaches the item's onClick (the machine ignores a repeat).
            onSelect={(details) => {
              if (details.value === 'delete') onDelete(widget);
            }}
          >
            <Menu.Trigger asChild>
              <IconButton variant="ghost" size="xs" aria-label={t('widgetList.actions_for', { name: widget.name })}>
                <DotsIcon />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="10rem">
                  <Menu.Item value="edit" asChild>
                    <RouterLink to={`/edit-widget/${widget.id}`}>{t('widgetList.edit')}</RouterLink>
                  </Menu.Item>
                  <Menu.Item
                    value="delete"
                    color="fg.error"
                    _hover={{ bg: 'bg.error', color: 'fg.error' }}
                    onClick={() => onDelete(widget)}
                  >
                    {t('widgetList.delete')}
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </Table.Cell>
      )}
    </Table.Row>
  );
});

function ListPagination({ page, total, onChange }: { page: number; total: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  const from = (page - 1) * WIDGET_PAGE_SIZE + 1;
  const to = Math.min(total, page * WIDGET_PAGE_SIZE);
  return (
    <Flex justify="space-between" align="center" mt="4" gap="3" wrap="wrap">
      <Text color="muted" fontSize="sm" fontVariantNumeric="tabular-nums">
        {t('widgetList.page_summary', { from, to, total })}
      </Text>
      <Pagination.Root
        count={total}
        pageSize={WIDGET_PAGE_SIZE}
        page={page}
        siblingCount={1}
        onPageChange={(details) => onChange(details.page)}
        aria-label={t('widgetList.pagination')}
        translations={{
          prevTriggerLabel: t('widgetList.prev_page'),
          nextTriggerLabel: t('widgetList.next_page'),
          itemLabel: ({ page: n }) => t('widgetList.page_n', { page: n }),
        }}
      >
        <ButtonGroup variant="ghost" size="sm">
          <Pagination.PrevTrigger asChild>
            <IconButton>
              <ChevronDownIcon transform="rotate(90deg)" />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(item) => (
              <IconButton variant={{ base: 'ghost', _selected: 'outline' }} fontVariantNumeric="tabular-nums">
                {item.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton>
              <ChevronDownIcon transform="rotate(-90deg)" />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </Flex>
  );
}

function WidgetListScreen({ view }: { view: WidgetListView }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const urlPage = normalizePage(params.get('page'));
  const [snapshot, send] = useMachine(machine, { input: { view, page: urlPage } });
  const { data, failure, pendingDelete, page, correctedPage } = snapshot.context;

  // The URL is where the page lives: back/forward and shared links land on the same page.
  useEffect(() => {
    send({ type: 'list.pageChanged', page: urlPage });
  }, [urlPage, send]);

  // A page past the end was moved to the last page: the URL follows without a new history entry.
  useEffect(() => {
    if (correctedPage === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('page', String(correctedPage));
        return next;
      },
      { replace: true },
    );
  }, [correctedPage, setParams]);

  const goToPage = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  };

  const language = i18n.resolvedLanguage ?? i18n.language;
  const dateFormat = useMemo(() => {
    try {
      return new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    } catch {
      return new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
    }
  }, [language]);

  const failed = snapshot.matches('failed');
  const deleting = snapshot.matches('deleting');
  const confirming = snapshot.matches({ loaded: 'confirming' }) || deleting;
  const shown = data && data.view === view && data.page === page ? data : null;
  const busy = snapshot.matches('loading') || deleting;

  const onDelete = useMemo(
    () => (widget: WidgetListRow) => send({ type: 'list.deleteRequested', id: widget.id, name: widget.name }),
    [send],
  );

  let body;
  if (failed) {
    body = (
      <Box role="alert" borderWidth="1px" borderColor="border" rounded="lg" p="8" textAlign="center">
        <Text fontWeight="semibold">{t('widgetList.load_failed')}</Text>
        <Text color="muted" mt="1">
          {failure?.kind === 'http' && failure.message ? failure.message : t('widgetList.load_failed_hint')}
        </Text>
        <Button mt="4" size="sm" variant="outline" onClick={() => send({ type: 'list.retry' })}>
          {t('common.retry')}
        </Button>
      </Box>
    );
  } else if (!shown) {
    body = <SkeletonTable view={view} />;
  } else if (shown.widgets.length === 0) {
    body =
      view === 'active' ? (
        <EmptyState
          title={t('widgetList.empty_title')}
          hint={t('widgetList.empty_hint')}
          link={{ to: '/create-widget', label: t('widgetList.create_first') }}
        />
      ) : (
        <EmptyState
          title={t('widgetList.empty_deleted_title')}
          hint={t('widgetList.empty_deleted_hint')}
          link={{ to: '/widget-list', label: t('widgetList.back_to_list'), secondary: true }}
        />
      );
  } else {
    body = (
      <>
        <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md" maxH="70vh" aria-busy={busy || undefined}>
          <Table.Root size="sm" stickyHeader interactive aria-labelledby="page-title">
            <TableHead view={view} />
            <Table.Body opacity={busy ? 0.6 : 1} transition="opacity 0.15s">
              {shown.widgets.map((widget) => (
                <WidgetRow key={widget.id} widget={widget} view={view} dateFormat={dateFormat} onDelete={onDelete} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {shown.total > WIDGET_PAGE_SIZE && <ListPagination page={page} total={shown.total} onChange={goToPage} />}
      </>
    );
  }

  return (
    <PageFrame
      titleKey={view === 'deleted' ? 'pages.deleted_widget_list' : 'pages.widget_list'}
      description={<QuotaCounter />}
      actions={
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to="/create-widget">
            <PlusIcon />
            {t('widgetList.create')}
          </RouterLink>
        </Button>
      }
    >
      <ViewLinks view={view} />
      {body}
      <ConfirmDialog
        open={confirming}
        title={t('widgetList.confirm_title')}
        confirmLabel={t('widgetList.confirm_delete')}
        busy={deleting}
        onConfirm={() => send({ type: 'list.deleteConfirmed' })}
        onCancel={() => send({ type: 'list.deleteCancelled' })}
      >
        <Text>{t('widgetList.confirm_text', { name: pendingDelete?.name ?? '' })}</Text>
      </ConfirmDialog>
    </PageFrame>
  );
}

/** /widget-list: the active widgets. */
export function WidgetListPage() {
  return <WidgetListScreen view="active" />;
}

/** /deleted-widget-list: the soft-deleted widgets (spec part 2 §4). */
export function DeletedWidgetListPage() {
  return <WidgetListScreen view="deleted" />;
}
