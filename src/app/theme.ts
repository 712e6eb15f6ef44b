import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-theme/recipes/alert';
import { buttonRecipe } from '@chakra-theme/recipes/button';
import { headingRecipe } from '@chakra-theme/recipes/heading';
import { linkRecipe } from '@chakra-theme/recipes/link';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner';
import { knownRecipes, knownSlotRecipes, recipeFns, registerRecipes, slotRecipeFns } from '@/components/chakra-recipes';
import { defaultThemeWithoutRecipes } from './chakra-default-theme';

/** Brand #585CE9 (the product's colour) as the primary palette, with the semantic tokens the app uses. */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
      },
    },
  },
  theme: {
    // The mobile layout is below 990 px, so `lg` starts there.
    breakpoints: { sm: '30em', md: '48em', lg: '990px', xl: '80em', '2xl': '96em' },
    tokens: {
      fonts: {
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
      colors: {
        brand: {
          50: { value: '#eeeffd' },
          100: { value: '#dcddfb' },
          200: { value: '#babbf7' },
          300: { value: '#989af2' },
          400: { value: '#7a7dee' },
          500: { value: '#585ce9' },
          600: { value: '#4347c9' },
          700: { value: '#3336a3' },
          800: { value: '#25277a' },
          900: { value: '#181a52' },
          950: { value: '#0e0f33' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        danger: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        // Field errors and required marks read at 4.5:1 (Chakra's red.500 is 3.8:1 on white).
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        muted: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
      },
    },
  },
});

/** The first page's recipes: its frame, the loader, the error and not-found screens. */
registerRecipes({
  recipes: { button: buttonRecipe, heading: headingRecipe, link: linkRecipe, spinner: spinnerRecipe },
  slotRecipes: { alert: alertSlotRecipe },
});

/**
 * Chakra's default theme (tokens, text and layer styles, keyframes, global css) with only the recipes registered in
 * src/components/chakra-recipes.ts: the first page's here, every other one by the chunk that uses it.
 */
function createAppSystem(): SystemContext {
  const system = createSystem(defaultBaseConfig, defaultThemeWithoutRecipes, config);
  // The build wrote the global styles (reset, tokens, global css: some 36 KB of CSS) into the page's head: they are
  // then neither built nor serialized here, the larger half of making the system (patches/@chakra-ui+react…).
  if (typeof document !== 'undefined' && document.querySelector(`style[${PREBUILT_GLOBAL_STYLES}]`))
    system._global = [];
  const theme = system._config.theme ?? (system._config.theme = {});
  theme.recipes = knownRecipes;
  theme.slotRecipes = knownSlotRecipes;
  system.getRecipeFn = (key, fallback) => {
    let fn = recipeFns.get(key);
    if (!fn) {
      if (!knownRecipes[key] && !fallback) missing('recipe', key);
      fn = system.cva(system.getRecipe(key, fallback ?? {}));
      recipeFns.set(key, fn);
    }
    return fn;
  };
  system.getSlotRecipeFn = (key, fallback) => {
    let fn = slotRecipeFns.get(key);
    if (!fn) {
      if (!knownSlotRecipes[key] && !fallback) missing('slot recipe', key);
      fn = system.sva(system.getSlotRecipe(key, fallback ?? {}));
      slotRecipeFns.set(key, fn);
    }
    return fn;
  };
  return system;
}

/** Marks the <style> tags of Chakra's global styles that the build writes into every page (scripts/prerender.ts). */
export const PREBUILT_GLOBAL_STYLES = 'data-chakra-global';

let created: SystemContext | undefined;

/**
 * The app's Chakra system, made on first use: building it (every token, its CSS variables and the global styles) is
 * the largest piece of start-up work, so the entry runs it in a task of its own rather than inside module evaluation.
 */
export const getSystem = (): SystemContext => (created ??= createAppSystem());

/** Development only: says which Chakra recipe a screen used before its chunk registered it (it would show unstyled). */
const missing = (kind: string, key: string) => {
  if (import.meta.env.DEV && DEFAULT_RECIPE_KEYS.includes(key)) {
    console.warn(`Chakra ${kind} "${key}" is used before it was registered (registerRecipes in the area's module).`);
  }
};
const DEFAULT_RECIPE_KEYS = import.meta.env.DEV
  ? 'badge button code container heading input inputAddon kbd link mark separator skeleton skipNavLink spinner textarea icon checkmark radiomark colorSwatch accordion actionBar alert avatar blockquote breadcrumb card carousel checkbox checkboxCard codeBlock collapsible dataList dateInput datePicker dialog drawer editable emptyState field fieldset fileUpload hoverCard list listbox menu nativeSelect numberInput pinInput popover progress progressCircle radioCard radioGroup ratingGroup scrollArea segmentGroup select combobox slider splitter stat steps switch table tabs tag tagsInput toast tooltip status timeline colorPicker qrCode treeView marquee floatingPanel'.split(
      ' ',
    )
  : [];

export { registerRecipes };
