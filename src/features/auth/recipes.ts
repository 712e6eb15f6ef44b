import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { listSlotRecipe } from '@chakra-theme/recipes/list';
import { separatorRecipe } from '@chakra-theme/recipes/separator';
import { textareaRecipe } from '@chakra-theme/recipes/textarea';
import { registerRecipes } from '@/components/chakra-recipes';

/** The Chakra recipes the sign-in page uses beyond the first page's (button, link, heading, spinner, alert). */
registerRecipes({
  recipes: { input: inputRecipe, separator: separatorRecipe, textarea: textareaRecipe },
  slotRecipes: { field: fieldSlotRecipe, list: listSlotRecipe },
});
