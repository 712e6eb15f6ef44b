import { intentModule } from '@/components/intent-module';

/** The install dialog and its dialog machinery load when it first opens: neither the editor nor the list paints with them. */
export const installDialogModule = intentModule(() => import('./install-dialog'));
