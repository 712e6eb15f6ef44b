import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { registerRecipes } from './chakra-recipes';

/**
 * Every Chakra recipe of the default theme, registered when this module loads. The signed-in frame and the areas
 * import it (one line: `import '../../components/all-recipes';`), so it travels as a shared chunk beside them and never
 * with the first page. An area that needs only a few recipes registers just those instead (see features/auth).
 */
registerRecipes({ recipes, slotRecipes });
