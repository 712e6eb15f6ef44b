import { english } from './catalog';
import { addEnglish } from './index';

/**
 * Every area's English (every `locales/en/*.json`; a new file joins by being there), added when this module loads.
 * The areas and the signed-in frame import it (`import '../../i18n/all-english';`), so it is a chunk of their own,
 * loaded beside theirs and never on the first page.
 */
addEnglish(english);
