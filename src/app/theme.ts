import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Brand #585CE9 (spec part 1 §9) as the primary palette, with the semantic tokens the app uses. */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
    },
  },
  theme: {
    // Spec part 1 §2: the mobile layout is below 990 px, so `lg` starts there.
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
        success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        muted: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
