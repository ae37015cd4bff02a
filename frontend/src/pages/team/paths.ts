/**
 * The team routes (spec 2 §2): /myTeam with its children (invite-list by default), /teamJoin/index
 * (joined teams, the avatar menu's "joined teams") and the join page of an invitation link.
 * links and applications are children the spec does not name: invitation-link management and join
 * applications for the team's administrators (docs/decisions.md).
 */
export const MY_TEAM_PATH = '/myTeam';
export const JOINED_TEAMS_PATH = '/teamJoin/index';
export const JOIN_LINK_PATH = '/joinMyTeam/link-invite';

export const MY_TEAM_TABS = [
  { segment: 'index', labelKey: 'myTeam.tab.index' },
  { segment: 'invite-list', labelKey: 'myTeam.tab.inviteList' },
  { segment: 'records-list', labelKey: 'myTeam.tab.recordsList' },
  { segment: 'links', labelKey: 'myTeam.tab.links' },
  { segment: 'applications', labelKey: 'myTeam.tab.applications' },
] as const;

export type MyTeamTab = (typeof MY_TEAM_TABS)[number]['segment'];

export const DEFAULT_MY_TEAM_TAB: MyTeamTab = 'invite-list';

export const teamPaths = {
  myTeam: (segment: MyTeamTab = DEFAULT_MY_TEAM_TAB) => `${MY_TEAM_PATH}/${segment}`,
  joined: () => JOINED_TEAMS_PATH,
};
