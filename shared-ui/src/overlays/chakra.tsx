// Chakra components built on Zag state machines (about 30–50 KB gzip of machine and positioning
// code): kept off the first paint. Pages import them from `@pcb/shared-ui/overlays` only in
// modules that load lazily (a route's page, or an overlay opened on demand).
import * as Chakra from '@chakra-ui/react';
import * as recipes from '@chakra-ui/react/theme';
import { withOwnSlotRecipe } from '../views/own-recipe';

export { Portal, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

export const Avatar = withOwnSlotRecipe(Chakra.Avatar, recipes.avatarSlotRecipe);
export const Checkbox = withOwnSlotRecipe(Chakra.Checkbox, recipes.checkboxSlotRecipe);
export const Dialog = withOwnSlotRecipe(Chakra.Dialog, recipes.dialogSlotRecipe);
export const Drawer = withOwnSlotRecipe(Chakra.Drawer, recipes.drawerSlotRecipe);
export const Menu = withOwnSlotRecipe(Chakra.Menu, recipes.menuSlotRecipe);
export const Toast = withOwnSlotRecipe(Chakra.Toast, recipes.toastSlotRecipe);
