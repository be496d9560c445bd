// Chakra components that no first paint draws (form fields, grids, tables, lists, separators,
// skeletons, text areas), those with a recipe bringing their own: they load with
// `@pcb/shared-ui/views` and the forms, not with the first paint's theme.
import {
  Field as ChakraField,
  List as ChakraList,
  Separator as ChakraSeparator,
  Skeleton as ChakraSkeleton,
  Table as ChakraTable,
  Textarea as ChakraTextarea,
} from '@chakra-ui/react';
import { fieldSlotRecipe, listSlotRecipe, separatorRecipe, skeletonRecipe, tableSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import { withOwnRecipe, withOwnSlotRecipe } from '../theme/own-recipe';

export { Grid, Wrap } from '@chakra-ui/react';
export const Field = withOwnSlotRecipe(ChakraField, fieldSlotRecipe);
export const List = withOwnSlotRecipe(ChakraList, listSlotRecipe);
export const Table = withOwnSlotRecipe(ChakraTable, tableSlotRecipe);
export const Separator = withOwnRecipe(ChakraSeparator, separatorRecipe);
export const Skeleton = withOwnRecipe(ChakraSkeleton, skeletonRecipe);
export const Textarea = withOwnRecipe(ChakraTextarea, textareaRecipe);
