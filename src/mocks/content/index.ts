import { da } from './da';
import { de } from './de';
import { el } from './el';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nb } from './nb';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { sv } from './sv';
import type { MockContent } from './types';

export {
  fill,
  ANSWER_KEYS,
  type AnswerKey,
  AUDIT_CATEGORY_KEYS,
  AUDIT_CHECK_IDS,
  CRAWL_ISSUE_CODES,
  type AuditCategoryKey,
  type AuditCheckId,
  type CrawlIssueCode,
  type MockContent,
  type SeededCategoryName,
} from './types';

/** The demo backend's own texts in each interface language, so what the server says reads in the reader's language. */
export const CONTENT: Record<string, MockContent> = { da, de, el, en, es, fr, it, nb, nl, pl, pt, sv };

/** The texts in `lang`, English for a language the demo doesn't have. */
export const contentFor = (lang: string): MockContent => CONTENT[lang] ?? en;
