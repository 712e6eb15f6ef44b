import { badgeRecipe } from '@chakra-theme/recipes/badge';
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { progressSlotRecipe } from '@chakra-theme/recipes/progress';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton';
import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { tagSlotRecipe } from '@chakra-theme/recipes/tag';
import { textareaRecipe } from '@chakra-theme/recipes/textarea';
import { registerRecipes } from '@/components/chakra-recipes';

/** The Chakra recipes this chunk's screens use beyond the first page's (tests/app/area-recipes.test.ts checks the list). */
registerRecipes({
  recipes: { badge: badgeRecipe, input: inputRecipe, skeleton: skeletonRecipe, textarea: textareaRecipe },
  slotRecipes: {
    dialog: dialogSlotRecipe,
    field: fieldSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    progress: progressSlotRecipe,
    table: tableSlotRecipe,
    tag: tagSlotRecipe,
  },
});
