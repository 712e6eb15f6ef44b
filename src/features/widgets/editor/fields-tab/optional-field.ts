/** The fields a widget may show or hide, in the order the tab lists them. */
export type OptionalField = 'keyword' | 'email' | 'name' | 'phone' | 'tnc';
export const OPTIONAL_FIELDS: readonly OptionalField[] = ['keyword', 'email', 'name', 'phone', 'tnc'];
