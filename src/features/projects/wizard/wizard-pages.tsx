import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { WizardStep } from '@machines/projects/wizard/project-wizard.machine';
import { ProjectWizardPage } from './project-wizard.page';

/** One route per step; a new address starts the step afresh (its own machine and data). */
function stepPage(step: WizardStep): ComponentType {
  function WizardStepPage() {
    const { pathname } = useLocation();
    return <ProjectWizardPage key={pathname} step={step} />;
  }
  WizardStepPage.displayName = `WizardStepPage(${step})`;
  return WizardStepPage;
}

export const wizardPages = {
  create_project: stepPage(1),
  edit_project: stepPage(1),
  edit_engines: stepPage(2),
  edit_keywords: stepPage(3),
} satisfies Record<string, ComponentType>;
