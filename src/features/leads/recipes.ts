import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { checkmarkRecipe } from '@chakra-theme/recipes/checkmark';
import { fieldsetSlotRecipe } from '@chakra-theme/recipes/fieldset';
import { inputAddonRecipe } from '@chakra-theme/recipes/input-addon';
import { listSlotRecipe } from '@chakra-theme/recipes/list';
import { menuSlotRecipe } from '@chakra-theme/recipes/menu';
import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { tabsSlotRecipe } from '@chakra-theme/recipes/tabs';
import { registerRecipes } from '@/components/chakra-recipes';
import '@/components/form-recipes';

/**
 * The Chakra recipes this chunk's screens use beyond the first page's and the form kit's (form-recipes.ts, above);
 * tests/app/area-recipes.test.ts checks the list.
 */
registerRecipes({
  recipes: {
    checkmark: checkmarkRecipe,
    inputAddon: inputAddonRecipe,
  },
  slotRecipes: {
    checkbox: checkboxSlotRecipe,
    fieldset: fieldsetSlotRecipe,
    list: listSlotRecipe,
    menu: menuSlotRecipe,
    table: tableSlotRecipe,
    tabs: tabsSlotRecipe,
  },
});
