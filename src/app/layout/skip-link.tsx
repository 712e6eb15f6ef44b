import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main';

/** The first stop of the keyboard: straight to the page's content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_ID}`}
      position="absolute"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="3"
      py="2"
      rounded="md"
      bg="bg.panel"
      color="fg"
      shadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {t('common.skip_to_content')}
    </Link>
  );
}
