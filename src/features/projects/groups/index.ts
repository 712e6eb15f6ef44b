import './recipes';
import projectWizardEnglish from '@/i18n/locales/en/project-wizard.json';
import projectsEnglish from '@/i18n/locales/en/projects.json';
import { addEnglish } from '@/i18n';
import type { ComponentType } from 'react';
import { ManageGroupPage } from './manage-group.page';

// The English this area shows (tests/i18n/area-english.test.ts checks the list).
addEnglish(projectWizardEnglish, projectsEnglish);

/** The keyword-group page is an area (a lazy chunk) of its own, so the dashboard doesn't carry its editor. */
export const pages = { manage_group: ManageGroupPage } satisfies Record<string, ComponentType>;
