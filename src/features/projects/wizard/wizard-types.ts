import type { SnapshotFrom } from 'xstate';
import type { ProjectWizardMachine, WizardEvent } from '@machines/projects/wizard/project-wizard.machine';

export type WizardSnapshot = SnapshotFrom<ProjectWizardMachine>;
export interface StepProps {
  snapshot: WizardSnapshot;
  send: (event: WizardEvent) => void;
}
