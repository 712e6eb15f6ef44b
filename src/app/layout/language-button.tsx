import { Button, Image, type ButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage, type Language } from '@/api/session';
import { ChevronDownIcon } from '@/components/icons';
import { LANGUAGE_NAMES } from '@/components/language-names';

/** One flag per language, named by country. */
export const FLAG_OF: Record<Language, string> = {
  en: 'us',
  nl: 'nl',
  es: 'es',
  it: 'it',
  fr: 'fr',
  pt: 'pt',
  de: 'de',
  el: 'gr',
  sv: 'se',
  pl: 'pl',
  nb: 'no',
  da: 'dk',
};

export const flagSrc = (language: Language) => `/flags/${FLAG_OF[language]}.svg`;

/**
 * The language selector's button: the menu's trigger, and (the same button) what shows while the menu's chunk loads,
 * so the header looks the same before and after.
 */
export function LanguageButton(props: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation();
  const active = getLanguage();
  return (
    <Button
      variant="ghost"
      size="sm"
      px="2"
      aria-label={t('header.language', { language: LANGUAGE_NAMES[active] })}
      {...props}
    >
      <Image src={flagSrc(active)} alt="" w="5" h="3.5" rounded="2px" objectFit="cover" />
      <span aria-hidden="true">{active.toUpperCase()}</span>
      <ChevronDownIcon />
    </Button>
  );
}
