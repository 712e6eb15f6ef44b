import { Image, Menu, Portal } from '@chakra-ui/react';
import { useEffect, useRef, type RefObject } from 'react';
import { menuSlotRecipe } from '@chakra-theme/recipes/menu';
import { getLanguage, LANGUAGES, type Language } from '@/api/session';
import { switchLanguage } from '@/i18n';
import { registerRecipes } from '@/app/theme';
import { LANGUAGE_NAMES } from '@/components/language-names';
import { flagSrc, LanguageButton } from './language-button';

// The signed-out frame shows this menu too: its recipe travels with it.
registerRecipes({ slotRecipes: { menu: menuSlotRecipe } });

export { FLAG_OF } from './language-button';
export { LANGUAGE_NAMES } from '@/components/language-names';

/** The header's language selector (shown when the site settings allow several languages). A change saves and reloads. */
export function LanguageMenu({
  openRequest = 0,
  focusTrigger,
}: {
  openRequest?: number;
  focusTrigger?: RefObject<boolean>;
}) {
  const active = getLanguage();
  const trigger = useRef<HTMLButtonElement>(null);
  // Replacing the stand-in button (language-switch.tsx) keeps the keyboard focus where it was; a menu that opens
  // on arrival takes the focus itself (focusing the trigger then would count as leaving it, and close it).
  useEffect(() => {
    if (focusTrigger?.current && openRequest === 0) trigger.current?.focus();
  }, [focusTrigger, openRequest]);
  return (
    <Menu.Root
      // A click on the stand-in button (language-switch.tsx) while this chunk was on its way opens the menu.
      defaultOpen={openRequest > 0}
      onSelect={({ value }) => {
        if (value !== active) switchLanguage(value as Language);
      }}
    >
      <Menu.Trigger asChild>
        <LanguageButton ref={trigger} />
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
