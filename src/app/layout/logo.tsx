import { Box, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The logo links home (spec part 1 §2 "Header"); the word mark hides on narrow screens. */
export function Logo({ src, smallSrc }: { src?: string | null; smallSrc?: string | null }) {
  const { t } = useTranslation();
  return (
    <Link to="/" aria-label={t('header.home')}>
      <Box display="flex" alignItems="center" gap="2">
        {src ? (
          <>
            <Image src={src} alt="" h="8" hideBelow="lg" />
            <Image src={smallSrc ?? src} alt="" h="8" hideFrom="lg" />
          </>
        ) : (
          <>
            <Image src="/favicon.svg" alt="" h="8" w="8" />
            <Text fontWeight="bold" fontSize="lg" hideBelow="lg">
              {t('app.name')}
            </Text>
          </>
        )}
      </Box>
    </Link>
  );
}
