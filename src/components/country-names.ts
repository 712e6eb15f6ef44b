import { formatsFor } from '@/i18n/format';
import type { SelectOption } from './select-field';

/** ISO 3166-1 alpha-2 codes of the countries and territories a buyer may bill from. */
const COUNTRY_CODES =
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );

const cache = new Map<string, SelectOption[]>();

/** The country's name in the interface language (the browser's own data), or the code when it has none. */
export function countryName(code: string, language: string): string {
  return formatsFor(language).region(code);
}

/** Every country as a select option, named and sorted in the interface language. */
export function countryOptions(language: string): SelectOption[] {
  let options = cache.get(language);
  if (!options) {
    const formats = formatsFor(language);
    options = COUNTRY_CODES.map((code) => ({ value: code, label: formats.region(code) })).sort((a, b) =>
      formats.compare(a.label, b.label),
    );
    cache.set(language, options);
  }
  return options;
}
