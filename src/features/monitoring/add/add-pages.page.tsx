import { AddPagesScreen } from './add-pages-screen';

export function AddPagePage() {
  return <AddPagesScreen bulk={false} />;
}

export function AddPagesPage() {
  return <AddPagesScreen bulk />;
}
