import type { ComponentType } from 'react';
import { framePage } from '../../components/frame-page';

/** Demo builds only: stand-ins for the outside providers' pages (see route-table `demoProviderRoutes`). */
const pages: Record<string, ComponentType> = {};
export const page = (name: string): ComponentType => pages[name] ?? framePage(name);
