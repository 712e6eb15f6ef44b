import { badgeRecipe } from '@chakra-theme/recipes/badge';
import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { checkmarkRecipe } from '@chakra-theme/recipes/checkmark';
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { fieldsetSlotRecipe } from '@chakra-theme/recipes/fieldset';
import { inputAddonRecipe } from '@chakra-theme/recipes/input-addon';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { listSlotRecipe } from '@chakra-theme/recipes/list';
import { menuSlotRecipe } from '@chakra-theme/recipes/menu';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton';
import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { tabsSlotRecipe } from '@chakra-theme/recipes/tabs';
import { textareaRecipe } from '@chakra-theme/recipes/textarea';
import { registerRecipes } from '../../components/chakra-recipes';

/** The Chakra recipes this chunk's screens use beyond the first page's (tests/app/area-recipes.test.ts checks the list). */
registerRecipes({
  recipes: {
    badge: badgeRecipe,
    checkmark: checkmarkRecipe,
    input: inputRecipe,
    inputAddon: inputAddonRecipe,
    skeleton: skeletonRecipe,
    textarea: textareaRecipe,
  },
  slotRecipes: {
    checkbox: checkboxSlotRecipe,
    dialog: dialogSlotRecipe,
    field: fieldSlotRecipe,
    fieldset: fieldsetSlotRecipe,
    list: listSlotRecipe,
    menu: menuSlotRecipe,
    table: tableSlotRecipe,
    tabs: tabsSlotRecipe,
  },
});
