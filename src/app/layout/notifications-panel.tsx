import { Alert, Box, Button, Flex, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';
import { SideDrawer } from './side-drawer';
import { Link as RouterLink } from 'react-router-dom';
import type { NotificationItem } from '@machines/app/layout/notifications.machine';

interface NotificationsPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NotificationItem[];
  loading: boolean;
  failed: boolean;
  marking: number[];
  finalFocus: RefObject<HTMLButtonElement | null>;
  onMarkRead: (ids: number[]) => void;
  onMarkAllRead: () => void;
  onRetry: () => void;
}

/** An app path stays in the app; an http(s) address opens a new window; anything else is no link. */
function linkOf(link: string | null): { to: string } | { href: string } | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return { to: link };
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? { href: url.href } : null;
  } catch {
    return null;
  }
}

/** The notifications panel (a side drawer): newest first, unread marked, each can be marked as read. */
export function NotificationsPanel({
  open,
  onOpenChange,
  items,
  loading,
  failed,
  marking,
  finalFocus,
  onMarkRead,
  onMarkAllRead,
  onRetry,
}: NotificationsPanelProps) {
  const { t } = useTranslation();
  const unread = items.filter((item) => !item.read).length;
  const formats = useFormat();
  const close = () => onOpenChange(false);
  return (
    <SideDrawer
      open={open}
      onOpenChange={onOpenChange}
      placement="end"
      size="sm"
      title={t('notificationCenter.title')}
      finalFocusEl={() => finalFocus.current}
      testId="notifications-panel"
    >
      <Stack gap="3">
        <Flex justify="space-between" align="center" gap="2">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {t('notificationCenter.unread', { count: unread })}
          </Text>
          <Button size="xs" variant="outline" disabled={unread === 0 || marking.length > 0} onClick={onMarkAllRead}>
            {t('notificationCenter.mark_all')}
          </Button>
        </Flex>
        {failed && (
          <Alert.Root status="error" alignItems="center">
            <Alert.Indicator />
            <Alert.Title flex="1">{t('notificationCenter.failed')}</Alert.Title>
            <Button size="xs" variant="outline" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </Alert.Root>
        )}
        {loading && <Skeleton h="16" />}
        {!loading && items.length === 0 && !failed && <Text color="fg.muted">{t('notificationCenter.empty')}</Text>}
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {items.map((item) => {
            const target = linkOf(item.link);
            return (
              <Box
                as="li"
                key={item.id}
                borderWidth="1px"
                borderColor={item.read ? 'border' : 'brand.muted'}
                bg={item.read ? undefined : 'brand.subtle'}
                rounded="md"
                p="3"
                data-testid="notification"
                data-read={item.read ? 'true' : 'false'}
              >
                <Text fontWeight={item.read ? 'normal' : 'semibold'}>
                  {!item.read && (
                    <Box as="span" srOnly>
                      {t('notificationCenter.unread_marker')}{' '}
                    </Box>
                  )}
                  {target && 'to' in target ? (
                    <ChakraLink asChild color="inherit">
                      <RouterLink to={target.to} onClick={close}>
                        {item.text}
                      </RouterLink>
                    </ChakraLink>
                  ) : target ? (
                    <ChakraLink href={target.href} target="_blank" rel="noopener noreferrer" color="inherit">
                      {item.text}
                    </ChakraLink>
                  ) : (
                    item.text
                  )}
                </Text>
                <Flex justify="space-between" align="center" mt="1" gap="2">
                  <Text asChild fontSize="xs" color="fg.muted">
                    <time dateTime={item.date}>
                      {Number.isNaN(Date.parse(item.date)) ? item.date : formats.dateTime(item.date)}
                    </time>
                  </Text>
                  {!item.read && (
                    <Button
                      size="xs"
                      variant="ghost"
                      loading={marking.includes(item.id)}
                      disabled={marking.length > 0}
                      onClick={() => onMarkRead([item.id])}
                    >
                      {t('notificationCenter.mark_read')}
                    </Button>
                  )}
                </Flex>
              </Box>
            );
          })}
        </Stack>
      </Stack>
    </SideDrawer>
  );
}
