import { cardSlotRecipe } from '@chakra-theme/recipes/card';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { switchSlotRecipe } from '@chakra-theme/recipes/switch';
import { registerRecipes } from '@/components/chakra-recipes';
import '@/components/form-recipes';

/**
 * The Chakra recipes this chunk's screens use beyond the first page's and the form kit's (form-recipes.ts, above);
 * tests/app/area-recipes.test.ts checks the list.
 */
registerRecipes({
  slotRecipes: {
    card: cardSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    switch: switchSlotRecipe,
  },
});
