import auth from '@/i18n/locales/en/auth.json';
import { addEnglish } from '@/i18n';

/** The sign-in page's English travels with the auth area (the other languages come from the server, as ever). */
addEnglish(auth);
