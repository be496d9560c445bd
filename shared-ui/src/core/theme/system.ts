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
  headingRecipe,
  iconRecipe,
  inputRecipe,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  spinnerRecipe,
  textStyles,
} from '@chakra-ui/react/theme';
import { prebuiltConfigs } from './prebuilt-config';

/**
 * Chakra's base (conditions, utilities) with only the recipes the first paint's components use:
 * `defaultConfig` would carry every recipe of the library to every page. Dialogs, drawers, menus,
 * avatars, checkboxes and toasts bring their own (overlays/chakra.tsx), and so do form fields,
 * tables, lists, separators, skeletons and text areas (views/chakra.tsx). The tokens and global
 * styles are in ./prebuilt-config.ts.
 */
const chakraTheme = defineConfig({
  cssVarsPrefix,
  cssVarsRoot,
  theme: {
    breakpoints,
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

/** The design system of the shell and both remotes (one ChakraProvider, in the shell). */
export const system = createSystem(defaultBaseConfig, chakraTheme, ...prebuiltConfigs);
