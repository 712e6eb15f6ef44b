import type { DOMPurify, WindowLike } from 'dompurify';

/** The DOM DOMPurify works in under Node, where there is no page: jsdom's, given by the HTTP demo backend. */
let serverWindow: WindowLike | null = null;

export function provideSanitizerDom(window: WindowLike): void {
  serverWindow = window;
}

/** DOMPurify over the page's DOM, or over the server's under Node (it cannot sanitize without one). */
export async function loadPurify(): Promise<DOMPurify> {
  const { default: purify } = await import('dompurify');
  return serverWindow ? purify(serverWindow) : purify;
}
