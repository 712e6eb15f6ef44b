import { badgeRecipe } from '@chakra-theme/recipes/badge';
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton';
import { textareaRecipe } from '@chakra-theme/recipes/textarea';
import { registerRecipes } from './chakra-recipes';

/**
 * The recipes of the form kit most areas share (fields, inputs, text areas, badges, loading skeletons, dialogs): an
 * area's `recipes.ts` imports this module for them and registers only the ones its screens add.
 */
registerRecipes({
  recipes: { badge: badgeRecipe, input: inputRecipe, skeleton: skeletonRecipe, textarea: textareaRecipe },
  slotRecipes: { dialog: dialogSlotRecipe, field: fieldSlotRecipe },
});
