/** Both frames' header height (its own module: the sign-in page's frame must not pull in the signed-in header). */
export const HEADER_HEIGHT = '56px';
