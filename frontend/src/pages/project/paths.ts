import type { ProjectListType } from '../../api/projects.ts';
import { filePaths } from '../file/paths.ts';

/**
 * The project routes (spec 2 §2): /myproject with its tabs, /project-setting with its children and
 * /project-group/index, each project page carrying projectId in the query.
 */
export const PROJECT_LIST_PATH = '/myproject';
export const PROJECT_SETTING_PATH = '/project-setting';
export const PROJECT_GROUP_PATH = '/project-group/index';

/** A tab of /myproject: its route segment and the list type the server knows it by. */
export interface ProjectTab {
  segment: string;
  type: ProjectListType;
  labelKey: string;
}

/** The project-list tabs shown, in order; the sendAndReceive tab (SEND_AND_RECEIVE_TAB) follows them. */
export const PROJECT_TABS: readonly ProjectTab[] = [
  { segment: 'all', type: 'all', labelKey: 'projects.tab.all' },
  { segment: 'index', type: 'index', labelKey: 'projects.tab.index' },
  { segment: 'participated', type: 'participated', labelKey: 'projects.tab.participated' },
  { segment: 'recently-visited', type: 'recentlyVisited', labelKey: 'projects.tab.recentlyVisited' },
];

export const DEFAULT_PROJECT_TAB = 'all';

/** The sent-and-received tab of /myproject (spec 2 §2): shares, not a project list. */
export const SEND_AND_RECEIVE_TAB = 'sendAndReceive';

/** The sample project tab of /myproject: the platform's published example files, read-only. */
export const SAMPLE_PROJECT_TAB = 'sample';

/** The children of /project-setting; member is the default; the lists are for those who manage members. */
export const PROJECT_SETTING_TABS = [
  { segment: 'member', labelKey: 'projectSettings.tab.member', managersOnly: false },
  { segment: 'invite-list', labelKey: 'projectSettings.tab.inviteList', managersOnly: true },
  { segment: 'records-list', labelKey: 'projectSettings.tab.recordsList', managersOnly: true },
] as const;

export const projectPaths = {
  list: (segment: string = DEFAULT_PROJECT_TAB) => `${PROJECT_LIST_PATH}/${segment}`,
  settings: (projectId: string) => `${PROJECT_SETTING_PATH}/member?${new URLSearchParams({ projectId })}`,
  groups: (projectId: string) => `${PROJECT_GROUP_PATH}?${new URLSearchParams({ projectId })}`,
  /** Opening a project: its file manager (spec 1 §2). */
  open: (projectId: string) => filePaths.index(projectId),
};

/** Routes where a project's disappearance is not announced: project lists and preview pages. */
const LIST_OR_PREVIEW = [/^\/myproject(\/|$)/, /preview/i, /^\/appPreview$/];

/**
 * A QUIT message names a project (spec 2 §4): it concerns the user when the current route is inside
 * that project (its id in the query) and is not a project list or a preview page.
 */
export function quitConcernsRoute(route: string, projectId: string): boolean {
  const [pathname = '', search = ''] = route.split('?');
  if (!projectId || LIST_OR_PREVIEW.some((pattern) => pattern.test(pathname))) return false;
  return new URLSearchParams(search).get('projectId') === projectId;
}

/** A published, parsed example file of the sample project in the 3D viewer (read-only): ?id=&name= */
export const SAMPLE_MODEL_PATH = '/sample-model';
