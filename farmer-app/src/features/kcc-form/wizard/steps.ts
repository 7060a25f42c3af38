import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The eight steps, each its own chunk: the first paint of /kcc-form downloads only the wizard's frame and
 * the step on screen (a farmer's phone on a slow network), the others load when opened.
 */
type StepModule = Promise<{ default: ComponentType }>;

const STEP_LOADERS: Readonly<Record<number, () => StepModule>> = {
  1: () => import('../steps/documents/DocumentsStep').then((module) => ({ default: module.DocumentsStep })),
  2: () => import('../steps/personal/PersonalStep').then((module) => ({ default: module.PersonalStep })),
  3: () => import('../steps/financial/FinancialStep').then((module) => ({ default: module.FinancialStep })),
  4: () => import('../steps/assets/AssetsStep').then((module) => ({ default: module.AssetsStep })),
  5: () => import('../steps/land/LandStep').then((module) => ({ default: module.LandStep })),
  6: () => import('../steps/liabilities/LiabilitiesStep').then((module) => ({ default: module.LiabilitiesStep })),
  7: () => import('../steps/guarantors/GuarantorsStep').then((module) => ({ default: module.GuarantorsStep })),
  8: () => import('../steps/declaration/DeclarationStep').then((module) => ({ default: module.DeclarationStep })),
};

export const STEP_COMPONENTS: Readonly<Record<number, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  Object.entries(STEP_LOADERS).map(([step, load]) => [step, lazy(load)]),
);

/**
 * Every step's chunk, downloaded ahead once the offline service worker keeps what the page loads
 * (docs/requirements.md#r10-offline): a farmer who loses the network can still open any step.
 */
export function loadEveryStepAhead(): void {
  for (const load of Object.values(STEP_LOADERS)) void load().catch(() => undefined);
}
