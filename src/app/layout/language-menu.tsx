import { Image, Menu, Portal } from '@chakra-ui/react';
import { getLanguage, LANGUAGES, type Language } from '../../api/session';
import { switchLanguage } from '../../i18n';
import { flagSrc, LanguageButton, LANGUAGE_NAMES } from './language-button';

export { FLAG_OF, LANGUAGE_NAMES } from './language-button';

/** The header's language selector (shown when the site settings allow several languages). A change saves and reloads. */
export function LanguageMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const active = getLanguage();
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      onSelect={({ value }) => {
        if (value !== active) switchLanguage(value as Language);
      }}
    >
      <Menu.Trigger asChild>
        <LanguageButton />
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
