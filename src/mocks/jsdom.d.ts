// The part of jsdom the HTTP demo backend uses (jsdom ships no types): a window to sanitize in.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
