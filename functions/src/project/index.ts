import { randomUUID } from 'node:crypto';
import { makeProjectCreation } from './creation.ts';
import { entityStore } from './entityStore.ts';

/**
 * The project domain's public face. It loads only the store (account registration imports it, and
 * its function must not gain the project services' files, pushes and workflows); the routes use the
 * services wired in `wiring.ts`.
 */

/** Creates a project with its three built-in groups and its creator (a user's default project, seeds). */
export const createProject = makeProjectCreation({
  store: entityStore,
  clock: () => new Date(),
  newId: randomUUID,
});

/** The project data store (benchmarks write members through it). */
export const projectStore = entityStore;

export { memberFromUser } from './views.ts';
