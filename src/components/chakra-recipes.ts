import type { SystemConfig, SystemContext } from '@chakra-ui/react';

type Recipes = NonNullable<NonNullable<SystemConfig['theme']>['recipes']>;
type SlotRecipes = NonNullable<NonNullable<SystemConfig['theme']>['slotRecipes']>;

/**
 * The Chakra recipes the app's system knows (src/app/theme.ts reads them at render time). The first page's few are
 * there from the start; every other recipe travels with the chunk that uses it, which registers it when its module
 * loads, before any of its screens renders: an area's `index.ts` starts with `import './recipes';` (copy
 * src/features/monitoring/recipes.ts). tests/app/area-recipes.test.ts fails when a chunk uses one it doesn't register.
 */
export const knownRecipes: Recipes = {};
export const knownSlotRecipes: SlotRecipes = {};

/** The system's recipe functions, dropped when their recipe changes (else a style asked for too early would stay empty). */
export const recipeFns = new Map<string, ReturnType<SystemContext['getRecipeFn']>>();
export const slotRecipeFns = new Map<string, ReturnType<SystemContext['getSlotRecipeFn']>>();

export function registerRecipes({
  recipes = {},
  slotRecipes = {},
}: {
  recipes?: Recipes;
  slotRecipes?: SlotRecipes;
}): void {
  for (const [key, recipe] of Object.entries(recipes)) {
    if (knownRecipes[key] === recipe) continue;
    knownRecipes[key] = recipe;
    recipeFns.delete(key);
  }
  for (const [key, recipe] of Object.entries(slotRecipes)) {
    if (knownSlotRecipes[key] === recipe) continue;
    knownSlotRecipes[key] = recipe;
    slotRecipeFns.delete(key);
  }
}
