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
} from '@chakra-ui/react';
import { avatarSlotRecipe, checkboxSlotRecipe, dialogSlotRecipe, drawerSlotRecipe, menuSlotRecipe, toastSlotRecipe } from '@chakra-ui/react/theme';
import { withOwnSlotRecipe } from '../theme/own-recipe';

export { Portal, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

export const Avatar = withOwnSlotRecipe(ChakraAvatar, avatarSlotRecipe);
export const Checkbox = withOwnSlotRecipe(ChakraCheckbox, checkboxSlotRecipe);
export const Dialog = withOwnSlotRecipe(ChakraDialog, dialogSlotRecipe);
export const Drawer = withOwnSlotRecipe(ChakraDrawer, drawerSlotRecipe);
export const Menu = withOwnSlotRecipe(ChakraMenu, menuSlotRecipe);
export const Toast = withOwnSlotRecipe(ChakraToast, toastSlotRecipe);
