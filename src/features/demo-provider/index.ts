import type { ComponentType } from 'react';
import { framePage } from '../../components/frame-page';
import { DemoPayPage } from './pay.page';

/** Demo builds only: stand-ins for the outside providers' pages (see route-table `demoProviderRoutes`). */
const pages: Record<string, ComponentType> = {
  pay: DemoPayPage,
};
export const page = (name: string): ComponentType => pages[name] ?? framePage(name);
