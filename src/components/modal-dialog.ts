/**
 * Given to every modal dialog and drawer as `onFocusOutside`. A modal traps focus, so focus lands outside it only when
 * code moves it there: a page focusing its heading as its data arrives, or React's development double-mount handing
 * focus back to the opening button for a moment. Neither is the person leaving, so neither closes it; its close
 * button, Escape and a press outside still do.
 */
export const keepOpenOnFocusOutside = (event: { preventDefault: () => void }) => event.preventDefault();
