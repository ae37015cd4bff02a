/**
 * The client apps of the application switcher (spec 2 §2 "hash routes built from a client id").
 * `built`: whether Loopline has the app's pages yet; an app that is not built is listed as such
 * instead of opening a route that does not exist (issue 15). `membership`: whether opening the
 * app at all needs a tier that includes it (queryUserIsPerm). The collaboration app does not:
 * its pages (my projects, teams, files) are every user's; what the tier gates there is inviting
 * people (spec 2 §6), which is checked where the invitation is made.
 */
export interface Application {
  clientId: string;
  path: string;
  built: boolean;
  membership: boolean;
}

export const APPLICATIONS: readonly Application[] = [
  { clientId: 'portal', path: '/wel/index', built: true, membership: false },
  { clientId: 'CollabCraft', path: '/myproject/index', built: true, membership: false },
  { clientId: 'ModelMatrix', path: '/webModelLibrary/index', built: false, membership: false },
  { clientId: 'ModelSplit', path: '/model-split/index', built: false, membership: true },
  { clientId: 'SacComponentLibrary', path: '/componentLibrary/index', built: false, membership: false },
  { clientId: 'AppStore', path: '/appStore/index', built: false, membership: false },
];

/** What choosing an entry does: nothing (not built), ask the server first, or open it. */
export function applicationAction(app: Application): 'unavailable' | 'check' | 'open' {
  if (!app.built) return 'unavailable';
  return app.membership ? 'check' : 'open';
}

/** The route an app opens, carrying its client id. */
export function applicationPath(app: Application): string {
  return `${app.path}?clientId=${app.clientId}`;
}
