import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton';
import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { registerRecipes } from '@/components/chakra-recipes';

/** The Chakra recipes the ranking page uses beyond the first page's (tests/app/area-recipes.test.ts checks the list). */
registerRecipes({
  recipes: { input: inputRecipe, skeleton: skeletonRecipe },
  slotRecipes: {
    field: fieldSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    table: tableSlotRecipe,
  },
});
