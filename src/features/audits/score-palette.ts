/** Score colours: the usual traffic light of SEO tools. */
export const scorePalette = (score: number): 'green' | 'orange' | 'red' =>
  score >= 80 ? 'green' : score >= 50 ? 'orange' : 'red';

/**
 * An audit score as every screen shows it (list, report, category, sample report): a whole number. The server sends
 * whole numbers; an older answer with a fraction is rounded the same way everywhere.
 */
export const scoreText = (score: number): string => String(Math.round(score));
