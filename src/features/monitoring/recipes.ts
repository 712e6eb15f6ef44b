import { listSlotRecipe } from '@chakra-theme/recipes/list';
import { menuSlotRecipe } from '@chakra-theme/recipes/menu';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { registerRecipes } from '@/components/chakra-recipes';
import '@/components/form-recipes';

/**
 * The Chakra recipes this chunk's screens use beyond the first page's and the form kit's (form-recipes.ts, above);
 * tests/app/area-recipes.test.ts checks the list.
 */
registerRecipes({
  slotRecipes: {
    list: listSlotRecipe,
    menu: menuSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    table: tableSlotRecipe,
  },
});
