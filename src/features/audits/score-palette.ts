/** Score colours: the usual traffic light of SEO tools. */
export const scorePalette = (score: number): 'green' | 'orange' | 'red' =>
  score >= 80 ? 'green' : score >= 50 ? 'orange' : 'red';
