import { Checkbox, CheckboxGroup, Fieldset, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProviderList } from '@machines/leads/lead-sync/lead-sync.types';

interface ListsFieldProps {
  lists: ProviderList[];
  selection: string[];
  /** Saved ids the provider no longer has. */
  missing: string[];
  disabled: boolean;
  /** Saving was refused: no list is ticked. */
  listMissing?: boolean;
  onChange: (ids: string[]) => void;
}

/** "Send in multiple lists": the provider's lists, the saved ones preselected. */
export function ListsField({ lists, selection, missing, disabled, listMissing = false, onChange }: ListsFieldProps) {
  const { t } = useTranslation();
  return (
    <Fieldset.Root disabled={disabled} invalid={listMissing}>
      <Fieldset.Legend fontWeight="medium">{t('leadSync.lists_legend')}</Fieldset.Legend>
      {missing.length > 0 && (
        <Fieldset.HelperText color="fg.warning" role="status">
          {t('leadSync.lists_missing', { ids: missing.join(', ') })}
        </Fieldset.HelperText>
      )}
      <Fieldset.Content>
        {lists.length === 0 ? (
          <Text color="muted">{t('leadSync.lists_empty')}</Text>
        ) : (
          <CheckboxGroup value={selection} onValueChange={(value: string[]) => onChange(value)} name="lists">
            <Stack gap="2">
              {lists.map((list) => (
                <Checkbox.Root key={list.id} value={list.id} colorPalette="brand">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{list.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </CheckboxGroup>
        )}
      </Fieldset.Content>
      {listMissing && <Fieldset.ErrorText role="alert">{t('leadSync.lists_required')}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
