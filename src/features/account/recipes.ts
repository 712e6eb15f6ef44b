import { badgeRecipe } from '@chakra-theme/recipes/badge';
import { cardSlotRecipe } from '@chakra-theme/recipes/card';
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton';
import { switchSlotRecipe } from '@chakra-theme/recipes/switch';
import { textareaRecipe } from '@chakra-theme/recipes/textarea';
import { registerRecipes } from '../../components/chakra-recipes';

/** The Chakra recipes this chunk's screens use beyond the first page's (tests/app/area-recipes.test.ts checks the list). */
registerRecipes({
  recipes: { badge: badgeRecipe, input: inputRecipe, skeleton: skeletonRecipe, textarea: textareaRecipe },
  slotRecipes: {
    card: cardSlotRecipe,
    dialog: dialogSlotRecipe,
    field: fieldSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    switch: switchSlotRecipe,
  },
});
