import { badgeRecipe } from '@chakra-theme/recipes/badge';
import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { checkmarkRecipe } from '@chakra-theme/recipes/checkmark';
import { dataListSlotRecipe } from '@chakra-theme/recipes/data-list';
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { listSlotRecipe } from '@chakra-theme/recipes/list';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { radioGroupSlotRecipe } from '@chakra-theme/recipes/radio-group';
import { radiomarkRecipe } from '@chakra-theme/recipes/radiomark';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton';
import { switchSlotRecipe } from '@chakra-theme/recipes/switch';
import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { textareaRecipe } from '@chakra-theme/recipes/textarea';
import { registerRecipes } from '../../components/chakra-recipes';

/** The Chakra recipes this chunk's screens use beyond the first page's (tests/app/area-recipes.test.ts checks the list). */
registerRecipes({
  recipes: {
    badge: badgeRecipe,
    checkmark: checkmarkRecipe,
    input: inputRecipe,
    radiomark: radiomarkRecipe,
    skeleton: skeletonRecipe,
    textarea: textareaRecipe,
  },
  slotRecipes: {
    checkbox: checkboxSlotRecipe,
    dataList: dataListSlotRecipe,
    dialog: dialogSlotRecipe,
    field: fieldSlotRecipe,
    list: listSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    radioGroup: radioGroupSlotRecipe,
    switch: switchSlotRecipe,
    table: tableSlotRecipe,
  },
});
