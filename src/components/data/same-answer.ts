/**
 * Whether a server answer is the data already shown. An equal answer keeps the shown reference, so nothing that shows
 * it draws again (a prerendered page's data, a refresh or reload that found nothing new).
 */
export const sameAnswer = (shown: unknown, answer: unknown): boolean =>
  shown === answer || (shown != null && answer != null && JSON.stringify(shown) === JSON.stringify(answer));
