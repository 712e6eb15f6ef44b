import './recipes';
import listsEnglish from '@/i18n/locales/en/lists.json';
import projectsEnglish from '@/i18n/locales/en/projects.json';
import rankingsEnglish from '@/i18n/locales/en/rankings.json';
import { addEnglish } from '@/i18n';
import type { ComponentType } from 'react';
import { KeywordRankingPage } from './keyword-ranking.page';

// The English this area shows (tests/i18n/area-english.test.ts checks the list).
addEnglish(listsEnglish, projectsEnglish, rankingsEnglish);

/**
 * The keyword ranking page is an area (a lazy chunk) of its own: opened directly it loads none of the dashboard's
 * code, and the dashboard none of its table, filters and chart. Its files stay beside the projects it reports on.
 */
export const pages = { keyword_ranking: KeywordRankingPage } satisfies Record<string, ComponentType>;
