import { Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Three field-high bars while an account form loads. */
export function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="4" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton h="10" />
      <Skeleton h="10" />
      <Skeleton h="10" />
    </Stack>
  );
}
