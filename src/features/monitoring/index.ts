import '../../components/all-recipes';
import '../../i18n/all-english';
import type { ComponentType } from 'react';
import { framePage } from '../../components/frame-page';

const pages: Record<string, ComponentType> = {};
export const page = (name: string): ComponentType => pages[name] ?? framePage(name);
