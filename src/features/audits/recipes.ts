import { badgeRecipe } from '@chakra-theme/recipes/badge';
import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { checkmarkRecipe } from '@chakra-theme/recipes/checkmark';
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { listSlotRecipe } from '@chakra-theme/recipes/list';
import { menuSlotRecipe } from '@chakra-theme/recipes/menu';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { progressSlotRecipe } from '@chakra-theme/recipes/progress';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton';
import { statSlotRecipe } from '@chakra-theme/recipes/stat';
import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { textareaRecipe } from '@chakra-theme/recipes/textarea';
import { registerRecipes } from '../../components/chakra-recipes';

/** The Chakra recipes this chunk's screens use beyond the first page's (tests/app/area-recipes.test.ts checks the list). */
registerRecipes({
  recipes: {
    badge: badgeRecipe,
    checkmark: checkmarkRecipe,
    input: inputRecipe,
    skeleton: skeletonRecipe,
    textarea: textareaRecipe,
  },
  slotRecipes: {
    checkbox: checkboxSlotRecipe,
    dialog: dialogSlotRecipe,
    field: fieldSlotRecipe,
    list: listSlotRecipe,
    menu: menuSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    progress: progressSlotRecipe,
    stat: statSlotRecipe,
    table: tableSlotRecipe,
  },
});
