import './recipes';
import './texts';
import type { ComponentType } from 'react';
import { framePage } from '../../components/frame-page';
import { LoginPage } from './login.page';

const pages: Record<string, ComponentType> = { login: LoginPage };
export const page = (name: string): ComponentType => pages[name] ?? framePage(name);
