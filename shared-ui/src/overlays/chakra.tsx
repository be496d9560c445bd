// Chakra components built on Zag state machines (about 30–50 KB gzip of machine and positioning
// code): kept off the first paint. Pages import them from `@pcb/shared-ui/overlays` only in
// modules that load lazily (a route's page, or an overlay opened on demand).
import {
  Avatar as ChakraAvatar,
  Checkbox as ChakraCheckbox,
  Dialog as ChakraDialog,
  Drawer as ChakraDrawer,
  Menu as ChakraMenu,
  Toast as ChakraToast,
  type SlotRecipeConfig,
} from '@chakra-ui/react';
import {
  avatarSlotRecipe,
  checkboxSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  menuSlotRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import type { ComponentProps, ComponentType } from 'react';

export { Portal, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

/**
 * The component's parts with a Root that brings its own recipe (Chakra's `recipe` prop), so that
 * these recipes load with the overlays instead of sitting in the theme every page builds at start.
 */
// Each Root has props of its own (`any` here); the parts keep their types.
function withOwnRecipe<Parts extends { Root: ComponentType<any> }>(parts: Parts, recipe: SlotRecipeConfig): Parts {
  const { Root } = parts;
  const RootWithRecipe = (props: ComponentProps<Parts['Root']>) => <Root recipe={recipe} {...props} />;
  RootWithRecipe.displayName = Root.displayName;
  return { ...parts, Root: RootWithRecipe };
}

export const Avatar = withOwnRecipe(ChakraAvatar, avatarSlotRecipe);
export const Checkbox = withOwnRecipe(ChakraCheckbox, checkboxSlotRecipe);
export const Dialog = withOwnRecipe(ChakraDialog, dialogSlotRecipe);
export const Drawer = withOwnRecipe(ChakraDrawer, drawerSlotRecipe);
export const Menu = withOwnRecipe(ChakraMenu, menuSlotRecipe);
export const Toast = withOwnRecipe(ChakraToast, toastSlotRecipe);
