export const used = 1;
/** Imported by no module: the dead-code check must name it. */
export const unused = 2;
