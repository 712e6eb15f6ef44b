import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { textareaRecipe } from '@chakra-theme/recipes/textarea';
import { registerRecipes } from '@/components/chakra-recipes';

/** The Chakra recipes the keyword-group page uses beyond the first page's (tests/app/area-recipes.test.ts checks the list). */
registerRecipes({
  recipes: { input: inputRecipe, textarea: textareaRecipe },
  slotRecipes: {
    dialog: dialogSlotRecipe,
    field: fieldSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
  },
});
