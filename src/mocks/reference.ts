import type { S } from './types';
import { formatsFor } from '@/i18n/format';

/** Reference lists: static, the same for every account. */
export const SEARCH_ENGINES: S['SearchEngine'][] = [
  { id: 1, name: 'Google' },
  { id: 2, name: 'Bing' },
  { id: 3, name: 'Yahoo' },
  { id: 4, name: 'DuckDuckGo' },
];

/** The countries a project can rank in, each with the search languages offered there (the main one first). */
const COUNTRY_TABLE: (S['Country'] & { languages: string[] })[] = [
  { id: 1, name: 'United States', code: 'us', languages: ['en', 'es'] },
  { id: 2, name: 'Netherlands', code: 'nl', languages: ['nl', 'en'] },
  { id: 3, name: 'Germany', code: 'de', languages: ['de', 'en'] },
  { id: 4, name: 'France', code: 'fr', languages: ['fr', 'en'] },
  { id: 5, name: 'Spain', code: 'es', languages: ['es', 'en'] },
  { id: 6, name: 'Italy', code: 'it', languages: ['it', 'en'] },
  { id: 7, name: 'Portugal', code: 'pt', languages: ['pt', 'en'] },
  { id: 8, name: 'Greece', code: 'gr', languages: ['el', 'en'] },
  { id: 9, name: 'Sweden', code: 'se', languages: ['sv', 'en'] },
  { id: 10, name: 'Poland', code: 'pl', languages: ['pl', 'en'] },
  { id: 11, name: 'Norway', code: 'no', languages: ['nb', 'en'] },
  { id: 12, name: 'Denmark', code: 'dk', languages: ['da', 'en'] },
  { id: 13, name: 'United Kingdom', code: 'gb', languages: ['en'] },
];

export const COUNTRIES: S['Country'][] = COUNTRY_TABLE.map(({ id, name, code }) => ({ id, name, code }));

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  nl: 'Dutch',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  pt: 'Portuguese',
  el: 'Greek',
  sv: 'Swedish',
  pl: 'Polish',
  nb: 'Norwegian',
  da: 'Danish',
};
const LANGUAGE_IDS = Object.keys(LANGUAGE_NAMES);

export const languageId = (code: string): number => LANGUAGE_IDS.indexOf(code) + 1;

export function languagesOf(countryId: number): S['Language'][] | undefined {
  return COUNTRY_TABLE.find((country) => country.id === countryId)?.languages.map((code) => ({
    id: languageId(code),
    name: LANGUAGE_NAMES[code] ?? code,
    code,
  }));
}

const CITIES: Record<number, string[]> = {
  1: [
    'New York',
    'Los Angeles',
    'Chicago',
    'Austin',
    'Seattle',
    'Boston',
    'Houston',
    'Phoenix',
    'Philadelphia',
    'San Antonio',
    'San Diego',
    'Dallas',
    'San Jose',
    'Jacksonville',
    'Columbus',
    'Charlotte',
    'San Francisco',
    'Indianapolis',
    'Denver',
    'Washington',
    'Nashville',
    'Oklahoma City',
    'El Paso',
    'Portland',
    'Las Vegas',
    'Detroit',
    'Memphis',
    'Louisville',
    'Baltimore',
    'Milwaukee',
    'Albuquerque',
    'Tucson',
    'Fresno',
    'Sacramento',
    'Kansas City',
    'Atlanta',
    'Miami',
    'Raleigh',
    'Omaha',
    'Minneapolis',
    'Tulsa',
    'Cleveland',
    'New Orleans',
    'Tampa',
    'Pittsburgh',
    'Cincinnati',
    'Salt Lake City',
    'Orlando',
    'St. Louis',
    'Buffalo',
    'Richmond',
    'Boise',
    'Anchorage',
    'Honolulu',
  ],
  2: [
    'Amsterdam',
    'Rotterdam',
    'Utrecht',
    'The Hague',
    'Eindhoven',
    'Groningen',
    'Tilburg',
    'Almere',
    'Breda',
    'Nijmegen',
    'Apeldoorn',
    'Haarlem',
    'Arnhem',
    'Enschede',
    'Amersfoort',
    'Zaanstad',
    'Den Bosch',
    'Zwolle',
    'Leiden',
    'Maastricht',
    'Dordrecht',
    'Delft',
    'Alkmaar',
    'Deventer',
    'Leeuwarden',
  ],
  3: [
    'Berlin',
    'Hamburg',
    'Munich',
    'Cologne',
    'Frankfurt',
    'Stuttgart',
    'Düsseldorf',
    'Leipzig',
    'Dortmund',
    'Essen',
    'Bremen',
    'Dresden',
    'Hanover',
    'Nuremberg',
    'Duisburg',
    'Bochum',
    'Wuppertal',
    'Bielefeld',
    'Bonn',
    'Münster',
    'Karlsruhe',
    'Mannheim',
    'Augsburg',
    'Wiesbaden',
    'Freiburg',
  ],
  4: [
    'Paris',
    'Lyon',
    'Marseille',
    'Toulouse',
    'Nice',
    'Nantes',
    'Strasbourg',
    'Montpellier',
    'Bordeaux',
    'Lille',
    'Rennes',
    'Reims',
    'Toulon',
    'Grenoble',
    'Dijon',
    'Angers',
    'Nîmes',
  ],
  5: [
    'Madrid',
    'Barcelona',
    'Valencia',
    'Seville',
    'Zaragoza',
    'Málaga',
    'Murcia',
    'Palma',
    'Bilbao',
    'Alicante',
    'Córdoba',
    'Valladolid',
    'Vigo',
    'Gijón',
    'Granada',
  ],
  6: [
    'Rome',
    'Milan',
    'Naples',
    'Turin',
    'Palermo',
    'Genoa',
    'Bologna',
    'Florence',
    'Bari',
    'Catania',
    'Venice',
    'Verona',
    'Messina',
    'Padua',
    'Trieste',
  ],
  7: ['Lisbon', 'Porto', 'Braga'],
  8: ['Athens', 'Thessaloniki'],
  9: ['Stockholm', 'Gothenburg', 'Malmö'],
  10: ['Warsaw', 'Kraków', 'Gdańsk'],
  11: ['Oslo', 'Bergen'],
  12: ['Copenhagen', 'Aarhus'],
  13: [
    'London',
    'Manchester',
    'Edinburgh',
    'Bristol',
    'Birmingham',
    'Glasgow',
    'Liverpool',
    'Leeds',
    'Sheffield',
    'Cardiff',
    'Belfast',
    'Leicester',
    'Nottingham',
    'Newcastle',
    'Brighton',
    'Oxford',
    'Cambridge',
  ],
};

export const LOCATIONS: S['Location'][] = Object.entries(CITIES).flatMap(([country, cities]) =>
  cities.map((name, index) => ({ id: Number(country) * 100 + index + 1, name, country_id: Number(country) })),
);

export const searchEngineName = (id: number): string => SEARCH_ENGINES.find((se) => se.id === id)?.name ?? 'Google';

/** A country's name in `lang` (from Intl.DisplayNames through the one formatting module), never English only. */
function localCountryName(id: number, lang: string): string {
  const country = COUNTRIES.find((item) => item.id === id);
  return country ? formatsFor(lang).region(country.code.toUpperCase()) : '';
}

/** "Amsterdam, Netherlands" ("Amsterdam, Niederlande" in German), or just the country when no location is chosen. */
export function locationLabel(countryId: number, locationId: number | null, lang = 'en'): string {
  const location = LOCATIONS.find((item) => item.id === locationId);
  const country = localCountryName(countryId, lang);
  return location ? `${location.name}, ${country}` : country;
}

export const AVAILABLE_LANG: S['LangOption'][] = [
  { code: 'en', label: 'English' },
  { code: 'nl', label: 'Nederlands' },
  { code: 'es', label: 'Español' },
  { code: 'it', label: 'Italiano' },
  { code: 'fr', label: 'Français' },
  { code: 'pt', label: 'Português' },
  { code: 'de', label: 'Deutsch' },
  { code: 'el', label: 'Ελληνικά' },
  { code: 'sv', label: 'Svenska' },
  { code: 'pl', label: 'Polski' },
  { code: 'nb', label: 'Norsk' },
  { code: 'da', label: 'Dansk' },
];

/** What the Free plan includes: the Pricing card and the free account's quotas both read it, so the plan promises
 * what the app then allows. */
export const FREE_QUOTAS: { projects: number; widgets: number; advance: 0 | 1 } = {
  projects: 1,
  widgets: 1,
  advance: 0,
};

export const PLANS = [
  { plan_id: 1, name: 'Starter', monthly: 19, projects: 3, widgets: 3, advance: 0 as const },
  { plan_id: 2, name: 'Pro', monthly: 49, projects: 25, widgets: 25, advance: 1 as const },
  { plan_id: 3, name: 'Agency', monthly: 99, projects: 100, widgets: 100, advance: 1 as const },
];
