import type { RecipeDefinition, SlotRecipeConfig } from '@chakra-ui/react';
import type { ComponentProps, ComponentType } from 'react';

// Components that bring their own recipe (Chakra's `recipe` prop) instead of finding it in the
// theme. Every page builds the theme at start, so it holds only the first paint's recipes; the
// others load with the entry whose components use them (overlays, views).

/** A component styled by `recipe`. */
export function withOwnRecipe<Props extends object>(Component: ComponentType<Props>, recipe: RecipeDefinition): ComponentType<Props> {
  const Styled = (props: Props) => <Component recipe={recipe} {...props} />;
  Styled.displayName = Component.displayName;
  return Styled;
}

/** A multi-part component whose Root is styled by `recipe`; the other parts take it from the Root. */
// Each Root has props of its own (`any` here, as in React's own JSXElementConstructor); the parts keep their types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- no narrower type admits every Root (TS2344 with never or unknown)
export function withOwnSlotRecipe<Parts extends { Root: ComponentType<any> }>(parts: Parts, recipe: SlotRecipeConfig): Parts {
  return { ...parts, Root: withOwnRecipe(parts.Root as ComponentType<ComponentProps<Parts['Root']>>, recipe as RecipeDefinition) };
}
