import { cardSlotRecipe } from '@chakra-theme/recipes/card';
import { listSlotRecipe } from '@chakra-theme/recipes/list';
import { registerRecipes } from '@/components/chakra-recipes';

/** The Chakra recipes this chunk's screens use beyond the first page's (tests/app/area-recipes.test.ts checks the list). */
registerRecipes({
  slotRecipes: { card: cardSlotRecipe, list: listSlotRecipe },
});
