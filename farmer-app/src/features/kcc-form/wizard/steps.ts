import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The eight steps, each its own chunk: the first paint of /kcc-form downloads only the wizard's frame and
 * the step on screen (a farmer's phone on a slow network), the others load when opened.
 */
export const STEP_COMPONENTS: Readonly<Record<number, LazyExoticComponent<ComponentType>>> = {
  1: lazy(() => import('../steps/documents/DocumentsStep').then((module) => ({ default: module.DocumentsStep }))),
  2: lazy(() => import('../steps/personal/PersonalStep').then((module) => ({ default: module.PersonalStep }))),
  3: lazy(() => import('../steps/financial/FinancialStep').then((module) => ({ default: module.FinancialStep }))),
  4: lazy(() => import('../steps/assets/AssetsStep').then((module) => ({ default: module.AssetsStep }))),
  5: lazy(() => import('../steps/land/LandStep').then((module) => ({ default: module.LandStep }))),
  6: lazy(() => import('../steps/liabilities/LiabilitiesStep').then((module) => ({ default: module.LiabilitiesStep }))),
  7: lazy(() => import('../steps/guarantors/GuarantorsStep').then((module) => ({ default: module.GuarantorsStep }))),
  8: lazy(() => import('../steps/declaration/DeclarationStep').then((module) => ({ default: module.DeclarationStep }))),
};
