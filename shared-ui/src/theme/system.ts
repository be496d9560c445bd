import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/** The brand green #00A63F is step 500 (logo, accents); the other steps are its lighter and darker shades. */
const brand = {
  50: '#E5F6EC',
  100: '#C0EBD1',
  200: '#8ADAAA',
  300: '#4FC67F',
  400: '#1DB65C',
  500: '#00A63F',
  600: '#008F36',
  700: '#00752C',
  800: '#005C23',
  900: '#004219',
  950: '#002A10',
};

/**
 * Palettes no screen names: left out, createSystem builds about 80 fewer tokens at every page load
 * and the theme's stylesheet carries fewer variables. A test fails if a source names one of them.
 */
export const UNUSED_PALETTES = ['teal', 'cyan', 'pink'];

const withoutUnusedPalettes = <T extends object>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([palette]) => !UNUSED_PALETTES.includes(palette)));

const step = (light: keyof typeof brand, dark: keyof typeof brand = light) => ({
  value: { _light: `{colors.brand.${light}}`, _dark: `{colors.brand.${dark}}` },
});

/**
 * Chakra's base (conditions, utilities, preflight) with its tokens and only the recipes the first
 * paint's components use: `defaultConfig` would carry every recipe of the library to every page.
 * Dialogs, drawers, menus, avatars, checkboxes and toasts bring their own (overlays/chakra.tsx), and
 * so do form fields, tables, lists, separators, skeletons and text areas (views/chakra.tsx).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
    },
  },
});

const brandTheme = defineConfig({
  // Every component without an explicit colorPalette takes the brand's.
  globalCss: { html: { colorPalette: 'brand' } },
  theme: {
    tokens: { colors: { brand: Object.fromEntries(Object.entries(brand).map(([k, v]) => [k, { value: v }])) } },
    semanticTokens: {
      colors: {
        brand: {
          // White on #00A63F reads at 3.2:1; buttons take the darker 700 (5.9:1) to pass WCAG AA.
          solid: step(700),
          contrast: { value: 'white' },
          fg: step(700, 300),
          muted: step(200, 800),
          subtle: step(100, 900),
          emphasized: step(300, 700),
          focusRing: step(500),
          border: step(500, 400),
        },
      },
    },
    keyframes: {
      'toast-progress': { from: { transform: 'scaleX(1)' }, to: { transform: 'scaleX(0)' } },
    },
  },
});

/** The design system of the shell and both remotes (one ChakraProvider, in the shell). */
export const system = createSystem(defaultBaseConfig, chakraTheme, brandTheme);
