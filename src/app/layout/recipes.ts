import { drawerSlotRecipe } from '@chakra-theme/recipes/drawer';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { menuSlotRecipe } from '@chakra-theme/recipes/menu';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton';
import { textareaRecipe } from '@chakra-theme/recipes/textarea';
import { registerRecipes } from '@/components/chakra-recipes';

/** The Chakra recipes this chunk's screens use beyond the first page's (tests/app/area-recipes.test.ts checks the list). */
registerRecipes({
  recipes: { input: inputRecipe, skeleton: skeletonRecipe, textarea: textareaRecipe },
  slotRecipes: { drawer: drawerSlotRecipe, field: fieldSlotRecipe, menu: menuSlotRecipe },
});
