import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { menuSlotRecipe } from '@chakra-theme/recipes/menu';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { progressSlotRecipe } from '@chakra-theme/recipes/progress';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton';
import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { tooltipSlotRecipe } from '@chakra-theme/recipes/tooltip';
import { textareaRecipe } from '@chakra-theme/recipes/textarea';
import { registerRecipes } from '@/components/chakra-recipes';

/** The Chakra recipes this chunk's screens use beyond the first page's (tests/app/area-recipes.test.ts checks the list). */
registerRecipes({
  recipes: { input: inputRecipe, skeleton: skeletonRecipe, textarea: textareaRecipe },
  slotRecipes: {
    dialog: dialogSlotRecipe,
    field: fieldSlotRecipe,
    menu: menuSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    progress: progressSlotRecipe,
    table: tableSlotRecipe,
    tooltip: tooltipSlotRecipe,
  },
});
