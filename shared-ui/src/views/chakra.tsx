// Chakra components that no first paint draws (form fields, grids, tables, lists, separators,
// skeletons, text areas), those with a recipe bringing their own: they load with
// `@pcb/shared-ui/views` and the forms, not with the first paint's theme.
import * as Chakra from '@chakra-ui/react';
import * as recipes from '@chakra-ui/react/theme';
import { withOwnRecipe, withOwnSlotRecipe } from './own-recipe';

export { Grid, Wrap } from '@chakra-ui/react';
export const Field = withOwnSlotRecipe(Chakra.Field, recipes.fieldSlotRecipe);
export const List = withOwnSlotRecipe(Chakra.List, recipes.listSlotRecipe);
export const Table = withOwnSlotRecipe(Chakra.Table, recipes.tableSlotRecipe);
export const Separator = withOwnRecipe(Chakra.Separator, recipes.separatorRecipe);
export const Skeleton = withOwnRecipe(Chakra.Skeleton, recipes.skeletonRecipe);
export const Textarea = withOwnRecipe(Chakra.Textarea, recipes.textareaRecipe);
