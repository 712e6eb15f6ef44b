import { Button, Image, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { getLanguage, LANGUAGES, type Language } from '../../api/session';
import { ChevronDownIcon } from '../../components/icons';
import { switchLanguage } from '../../i18n';

/** Spec part 1 §9: one flag per language, named by country. */
export const FLAG_OF: Record<Language, string> = {
  en: 'us', nl: 'nl', es: 'es', it: 'it', fr: 'fr', pt: 'pt', de: 'de', el: 'gr', sv: 'se', pl: 'pl', nb: 'no', da: 'dk',
};

/** Each language in its own words, so people find theirs whatever the interface language (not translated on purpose). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English', nl: 'Nederlands', es: 'Español', it: 'Italiano', fr: 'Français', pt: 'Português', de: 'Deutsch',
  el: 'Ελληνικά', sv: 'Svenska', pl: 'Polski', nb: 'Norsk bokmål', da: 'Dansk',
};

const flagSrc = (language: Language) => `/flags/${FLAG_OF[language]}.svg`;

/** The header's language selector (shown when the site settings allow several languages). A change saves and reloads. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const active = getLanguage();
  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (value !== active) switchLanguage(value as Language);
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="2" aria-label={t('header.language', { language: LANGUAGE_NAMES[active] })}>
          <Image src={flagSrc(active)} alt="" w="5" h="3.5" rounded="2px" objectFit="cover" />
          <span aria-hidden="true">{active.toUpperCase()}</span>
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.RadioItemGroup value={active}>
              {LANGUAGES.map((language) => (
                <Menu.RadioItem key={language} value={language} lang={language}>
                  <Image src={flagSrc(language)} alt="" w="5" h="3.5" rounded="2px" objectFit="cover" />
                  {LANGUAGE_NAMES[language]}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
