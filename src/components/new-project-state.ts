/**
 * The history state the project wizard gives its later steps while it creates a project: /edit-engines/{id} and
 * /edit-keywords/{id} then belong to "New project" in the sidebar, not to "Projects" (where they edit one).
 */
export const NEW_PROJECT_STATE = { newProject: true } as const;

export const isNewProjectState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { newProject?: unknown }).newProject === true;
