import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { checkmarkRecipe } from '@chakra-theme/recipes/checkmark';
import { dataListSlotRecipe } from '@chakra-theme/recipes/data-list';
import { listSlotRecipe } from '@chakra-theme/recipes/list';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { radioGroupSlotRecipe } from '@chakra-theme/recipes/radio-group';
import { radiomarkRecipe } from '@chakra-theme/recipes/radiomark';
import { switchSlotRecipe } from '@chakra-theme/recipes/switch';
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
    radiomark: radiomarkRecipe,
  },
  slotRecipes: {
    checkbox: checkboxSlotRecipe,
    dataList: dataListSlotRecipe,
    list: listSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    radioGroup: radioGroupSlotRecipe,
    switch: switchSlotRecipe,
    table: tableSlotRecipe,
  },
});
