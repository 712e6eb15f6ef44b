import { used } from './lib';

export const shown = used;
