import { Alert, Box, Button, chakra, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { useKeptDraft } from '@/components/drafts/kept-drafts';
import { callAlerts } from '@/components/alerts/call-alerts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { isNameGiven, isNameTaken, keywordGroupsMachine } from '@machines/projects/groups/keyword-groups.machine';
import { TEXT_LIMITS, textLimit } from '@machines/shared/text-limits';
import type { KeywordItem } from '@machines/shared/keyword-lists';
import { SelectField } from '@/components/select-field';
import { groupOptions, idValue, toId } from '@/features/projects/select-values';
import { createGroup, deleteGroup, loadGroups, moveKeyword, renameGroup } from './actors';

const NAME_LIMIT = textLimit(TEXT_LIMITS.listName);

/** The rename field takes the focus when it opens (a stable ref callback: once, not on every render). */
const focusOnMount = (input: HTMLInputElement | null) => input?.focus();

interface KeywordGroupsPanelProps {
  projectId: number;
  /** Show each group's keywords with a "move to" choice (the manage-group screen). */
  withKeywords?: boolean;
  /** Groups or keywords changed here. */
  onChanged?: () => void;
}

/** The keyword groups of one project: create, rename, delete with a confirmation, move keywords. */
export const KeywordGroupsPanel = memo(function KeywordGroupsPanel({
  projectId,
  withKeywords = false,
  onChanged,
}: KeywordGroupsPanelProps) {
  const { t } = useTranslation();
  const machine = useMemo(
    () =>
      keywordGroupsMachine.provide({
        actors: { load: loadGroups, createGroup, renameGroup, deleteGroup, moveKeyword },
        actions: callAlerts,
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: { projectId } });
  const { lists, newName, renaming, pendingDelete } = snapshot.context;
  // An expired sign-in keeps the new group's name typed here: it is back once the groups have loaded again.
  useKeptDraft<{ newName: string }>(`keyword-groups:${projectId}`, {
    ready: snapshot.matches('ready'),
    read: () => (newName.trim() ? { newName } : null),
    restore: (kept) => {
      if (typeof kept.newName === 'string') send({ type: 'groups.newNameChanged', name: kept.newName });
    },
  });
  // After the first load, every new set of lists comes from a change made here.
  const seen = useRef<typeof lists>(null);
  useEffect(() => {
    if (!lists) return;
    if (seen.current && seen.current !== lists) onChanged?.();
    seen.current = lists;
  }, [lists, onChanged]);

  if (snapshot.matches('loading')) return <Text role="status">{t('keywordGroups.loading')}</Text>;
  if (snapshot.matches('loadFailed') || !lists) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>
          {t('keywordGroups.load_failed')}{' '}
          <Button size="xs" variant="outline" onClick={() => send({ type: 'groups.retry' })}>
            {t('keywordGroups.retry')}
          </Button>
        </Alert.Description>
      </Alert.Root>
    );
  }
  const idle = snapshot.matches({ ready: 'idle' });
  const creating = snapshot.matches({ ready: 'creating' });
  const taken = newName.trim() !== '' && isNameTaken(lists, newName);
  const keywordsOf = (groupId: number | null): KeywordItem[] =>
    groupId === null ? lists.ungrouped : (lists.grouped.find((group) => group.group_id === groupId)?.keywords ?? []);

  const moveSelect = (keyword: KeywordItem) => (
    <SelectField
      size="xs"
      w="12rem"
      hideLabel
      disabled={!idle}
      label={t('keywordGroups.move_named', { name: keyword.keyword })}
      emptyLabel={t('keywordGroups.ungrouped')}
      value={idValue(keyword.group_id)}
      options={groupOptions(lists.groups)}
      onChange={(value) => send({ type: 'keyword.move', keyId: keyword.key_id, groupId: toId(value) })}
    />
  );

  const keywordList = (groupId: number | null) => {
    const words = keywordsOf(groupId);
    if (!withKeywords) return null;
    if (words.length === 0)
      return (
        <Text color="muted" fontSize="sm">
          {t('keywordGroups.no_keywords')}
        </Text>
      );
    return (
      <Stack as="ul" listStyleType="none" gap="1" mt="2">
        {words.map((keyword) => (
          <Flex as="li" key={keyword.key_id} justify="space-between" align="center" gap="2">
            <Text fontSize="sm">{keyword.keyword}</Text>
            {moveSelect(keyword)}
          </Flex>
        ))}
      </Stack>
    );
  };

  return (
    <Box>
      <chakra.form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'groups.create' });
        }}
      >
        <Flex gap="2" align="flex-end" wrap="wrap" mb="4">
          <TextField
            root={{ flex: '1', minW: '12rem' }}
            label={t('keywordGroups.new_group')}
            error={taken && t('keywordGroups.name_taken')}
            disabled={creating}
            value={newName}
            limit={NAME_LIMIT}
            onValueChange={(name) => send({ type: 'groups.newNameChanged', name })}
          />
          <Button type="submit" variant="outline" loading={creating} disabled={!isNameGiven(newName) || taken}>
            {t('keywordGroups.create')}
          </Button>
        </Flex>
      </chakra.form>

      {lists.groups.length === 0 ? (
        <Text color="muted">{t('keywordGroups.none')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label={t('keywordGroups.list_label')}>
          {lists.groups.map((group) => {
            const editing = renaming?.groupId === group.group_id;
            return (
              <Box as="li" key={group.group_id} borderWidth="1px" borderColor="border" rounded="md" p="3">
                {editing ? (
                  <chakra.form
                    noValidate
                    onSubmit={(event) => {
                      event.preventDefault();
                      send({ type: 'groups.renameSubmit' });
                    }}
                  >
                    <Stack gap="2">
                      <TextField
                        size="sm"
                        label={t('keywordGroups.rename_named', { name: group.group_name })}
                        value={renaming.name}
                        limit={NAME_LIMIT}
                        onValueChange={(name) => send({ type: 'groups.renameChanged', name })}
                        disabled={snapshot.matches({ ready: 'renaming' })}
                        ref={focusOnMount}
                      />
                      <HStack>
                        <Button
                          size="sm"
                          type="submit"
                          colorPalette="brand"
                          loading={snapshot.matches({ ready: 'renaming' })}
                        >
                          {t('keywordGroups.save')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => send({ type: 'groups.renameCancelled' })}
                          disabled={snapshot.matches({ ready: 'renaming' })}
                        >
                          {t('common.cancel')}
                        </Button>
                      </HStack>
                    </Stack>
                  </chakra.form>
                ) : (
                  <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                    <Text fontWeight="medium">
                      {group.group_name}{' '}
                      <chakra.span color="muted" fontWeight="normal" fontSize="sm">
                        {t('keywordGroups.count', { count: keywordsOf(group.group_id).length })}
                      </chakra.span>
                    </Text>
                    <HStack gap="1">
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={!idle}
                        onClick={() => send({ type: 'groups.renameStarted', groupId: group.group_id })}
                        aria-label={t('keywordGroups.rename_named', { name: group.group_name })}
                      >
                        {t('keywordGroups.rename')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        disabled={!idle}
                        onClick={() =>
                          send({ type: 'groups.deleteRequested', groupId: group.group_id, name: group.group_name })
                        }
                        aria-label={t('keywordGroups.delete_named', { name: group.group_name })}
                      >
                        {t('keywordGroups.delete')}
                      </Button>
                    </HStack>
                  </Flex>
                )}
                {keywordList(group.group_id)}
              </Box>
            );
          })}
        </Stack>
      )}
      {withKeywords && (
        <Box borderWidth="1px" borderColor="border" rounded="md" p="3" mt="3">
          <Text fontWeight="medium">{t('keywordGroups.ungrouped')}</Text>
          {keywordList(null)}
        </Box>
      )}
      <ConfirmDialog
        open={!!pendingDelete}
        title={t('keywordGroups.delete_title')}
        confirmLabel={t('keywordGroups.delete')}
        busy={snapshot.matches({ ready: 'deleting' })}
        onCancel={() => send({ type: 'delete.cancelled' })}
        onConfirm={() => send({ type: 'delete.confirmed' })}
      >
        <Text>{t('keywordGroups.delete_text', { name: pendingDelete?.name ?? '' })}</Text>
      </ConfirmDialog>
    </Box>
  );
});
