import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { checkmarkRecipe } from '@chakra-theme/recipes/checkmark';
import { listSlotRecipe } from '@chakra-theme/recipes/list';
import { menuSlotRecipe } from '@chakra-theme/recipes/menu';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { progressSlotRecipe } from '@chakra-theme/recipes/progress';
import { statSlotRecipe } from '@chakra-theme/recipes/stat';
import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { registerRecipes } from '@/components/chakra-recipes';
import '@/components/form-recipes';

/**
 * The Chakra recipes this chunk's screens use beyond the first page's and the form kit's (form-recipes.ts, above);
 * tests/app/area-recipes.test.ts checks the list.
 */
registerRecipes({
  recipes: {
    checkmark: checkmarkRecipe,
  },
  slotRecipes: {
    checkbox: checkboxSlotRecipe,
    list: listSlotRecipe,
    menu: menuSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    progress: progressSlotRecipe,
    stat: statSlotRecipe,
    table: tableSlotRecipe,
  },
});
