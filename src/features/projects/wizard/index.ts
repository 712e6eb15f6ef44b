import './recipes';
import projectWizardEnglish from '@/i18n/locales/en/project-wizard.json';
import widgetEditorEnglish from '@/i18n/locales/en/widget-editor.json';
import { addEnglish } from '@/i18n';
import type { ComponentType } from 'react';
import { wizardPages } from './wizard-pages';

// The English this area shows (tests/i18n/area-english.test.ts checks the list).
addEnglish(projectWizardEnglish, widgetEditorEnglish);

/**
 * The three-step project wizard is an area (a lazy chunk) of its own, so the dashboard and the ranking page don't
 * carry its step animations (framer-motion, 30 KB). Its files stay beside the projects they edit.
 */
export const pages = { ...wizardPages } satisfies Record<string, ComponentType>;
