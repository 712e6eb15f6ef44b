import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NoticeBar } from '@/components/notice-bar';

interface SelectionBarProps {
  count: number;
  onDelete?: () => void;
  onClear: () => void;
  /** In a deleted view the ticked rows are restored instead of deleted. */
  onRestore?: () => void;
}

/** What to do with the ticked rows: delete them at once (after a confirmation) or restore them, or untick them. */
export function SelectionBar({ count, onDelete, onClear, onRestore }: SelectionBarProps) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <NoticeBar label={t('lists.selection')} mb="3">
      <Text fontSize="sm" fontWeight="medium" aria-live="polite">
        {t('lists.selected', { count })}
      </Text>
      {onRestore ? (
        <Button size="xs" colorPalette="brand" onClick={onRestore}>
          {t('lists.restore_selected', { count })}
        </Button>
      ) : (
        <Button size="xs" colorPalette="red" onClick={onDelete}>
          {t('lists.delete_selected', { count })}
        </Button>
      )}
      <Button size="xs" variant="ghost" onClick={onClear}>
        {t('lists.clear_selection')}
      </Button>
    </NoticeBar>
  );
}
