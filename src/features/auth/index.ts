import './recipes';
import './texts';
import type { ComponentType } from 'react';
import { LoginPage } from './login.page';

/** The area's pages, by their name in the route table (`src/app/route-table.ts`). */
export const pages = { login: LoginPage } satisfies Record<string, ComponentType>;
