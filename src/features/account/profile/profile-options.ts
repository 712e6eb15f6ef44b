/** The test servers people can choose (x-assumed: the spec names the fields, not their values). */
export const TEST_REGIONS = ['eu-west', 'eu-central', 'us-east', 'us-west', 'asia-pacific'] as const;
export const TEST_ENVIRONMENTS = ['production', 'staging', 'development'] as const;

/** The known choices plus the stored value when the server holds another one, so nothing is lost. */
export const choicesWith = (choices: readonly string[], current: string): string[] =>
  current && !choices.includes(current) ? [...choices, current] : [...choices];
