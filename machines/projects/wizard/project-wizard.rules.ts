/**
 * Pure rules of the project wizard (the spec leaves them open; these are the product's own):
 * title required, a public web address, one of three domain types, a competitor is a domain
 * that is neither the project's own nor listed twice, keywords one per line.
 */
import { isPublicAddress } from '@machines/shared/address-rule';
import { TEXT_LIMITS, textProblem } from '@machines/shared/text-limits';

export const DOMAIN_TYPES = ['domain', 'subdomain', 'url'] as const;
export type DomainType = (typeof DOMAIN_TYPES)[number];

export interface DetailsForm {
  title: string;
  url: string;
  domain_type: DomainType;
  group: number | null;
}

/** `too_long` covers control characters too: the field itself says which (the shared text limit's message). */
export type DetailsErrors = Partial<Record<'title' | 'url' | 'domain_type', 'required' | 'invalid' | 'too_long'>>;

const blank = (value: string) => value.trim() === '';

export const isDomainType = (value: unknown): value is DomainType => DOMAIN_TYPES.includes(value as DomainType);

/** The one address rule, scheme optional (a bare `shop.example` is read as http://). */
export const isPublicUrl = (url: string): boolean => isPublicAddress(url.trim(), { schemeOptional: true });

/** A new project group's name: given, and within the contract's limit (the field says which when it is not). */
export const isGroupNameGiven = (name: string): boolean =>
  name.trim() !== '' && textProblem(name, TEXT_LIMITS.listName) === null;

export function validateDetails(form: DetailsForm): DetailsErrors {
  const errors: DetailsErrors = {};
  if (blank(form.title)) errors.title = 'required';
  else if (textProblem(form.title, TEXT_LIMITS.projectTitle)) errors.title = 'too_long';
  if (blank(form.url)) errors.url = 'required';
  else if (!isPublicUrl(form.url)) errors.url = 'invalid';
  if (!isDomainType(form.domain_type)) errors.domain_type = 'invalid';
  return errors;
}

/** The host of an address, lower case, without "www.": "https://www.Shop.example/x" → "shop.example". */
export function hostOf(url: string): string {
  const rest = url.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const end = rest.search(/[:/?#]/);
  return (end === -1 ? rest : rest.slice(0, end)).toLowerCase().replace(/^www\./, '');
}

export type CompetitorError = 'required' | 'invalid' | 'own' | 'duplicate';

/**
 * A competitor is a domain, not the project's own, not listed twice. A whole address (`https://www.rival.de/shop`)
 * stands for its domain, as people paste it from their browser.
 */
export function competitorError(value: string, projectUrl: string, listed: readonly string[]): CompetitorError | null {
  const text = value.trim();
  if (!text) return 'required';
  if (!/^(https?:\/\/)?[^\s/?#:@]+(:\d+)?([/?#]\S*)?$/i.test(text)) return 'invalid';
  const host = hostOf(text);
  if (!isPublicUrl(host)) return 'invalid';
  if (projectUrl && host === hostOf(projectUrl)) return 'own';
  if (listed.some((item) => hostOf(item) === host)) return 'duplicate';
  return null;
}

/** The competitor in the box joins the list as its domain (a valid one: see competitorError), and the box empties. */
export const withDraftCompetitor = (form: EngineForm): EngineForm =>
  form.competitorDraft.trim()
    ? { ...form, competetor: [...form.competetor, hostOf(form.competitorDraft)], competitorDraft: '' }
    : form;

export interface EngineForm {
  se_id: number | null;
  searce_engine: number | null;
  se_country: number | null;
  se_language: number | null;
  se_location: number | null;
  location_label: string;
  competetor: string[];
  competitorDraft: string;
  /** A stored engine's version (null for a new one): an update sends it, and a stale one is refused (409). */
  version: number | null;
}

export type EngineErrors = Partial<Record<'searce_engine' | 'se_country' | 'se_language', 'required'>> & {
  competitor?: CompetitorError;
};

export function validateEngine(form: EngineForm): EngineErrors {
  const errors: EngineErrors = {};
  if (form.searce_engine === null) errors.searce_engine = 'required';
  if (form.se_country === null) errors.se_country = 'required';
  if (form.se_language === null) errors.se_language = 'required';
  return errors;
}

export interface ParsedKeywords {
  keywords: string[];
  /** Lines left out: empty (between keywords) or repeating an earlier line. */
  dropped: number;
}

/** One keyword per line: trimmed; empty lines and repeats (ignoring case) dropped and counted. A final newline is not a line. */
export function parseKeywords(text: string): ParsedKeywords {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  if (lines.length === 1 && lines[0]?.trim() === '') return { keywords: [], dropped: 0 };
  const seen = new Set<string>();
  const keywords: string[] = [];
  let dropped = 0;
  for (const line of lines) {
    const word = line.trim().replace(/\s+/g, ' ');
    const key = word.toLowerCase();
    if (!word || seen.has(key)) {
      dropped++;
      continue;
    }
    seen.add(key);
    keywords.push(word);
  }
  return { keywords, dropped };
}
