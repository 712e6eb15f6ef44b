/** The demo's sample site: the address its sample page reports, as the embed script would on a customer's page. */
export const SAMPLE_SITE = 'https://sample.rankpilot.io';
