import { Navigate, type RouteObject, useLocation } from 'react-router-dom';
import '../project/project.css';
import './team.css';
import { JoinTeamLinkPage } from './join-link/page.tsx';
import { JoinedTeamsPage } from './joined/page.tsx';
import { ApplicationsTab } from './my-team/ApplicationsTab.tsx';
import { LinksTab } from './my-team/LinksTab.tsx';
import { TeamMembersTab } from './my-team/MembersTab.tsx';
import { MyTeamPage } from './my-team/page.tsx';
import { ReceivedInvitesTab } from './my-team/ReceivedInvitesTab.tsx';
import { SentInvitesTab } from './my-team/SentInvitesTab.tsx';
import { DEFAULT_MY_TEAM_TAB, JOIN_LINK_PATH, JOINED_TEAMS_PATH, MY_TEAM_PATH } from './paths.ts';

/** /myTeam opens its default child (invite-list), keeping the query (clientId). */
function DefaultTab() {
  const { search } = useLocation();
  return <Navigate to={`${MY_TEAM_PATH}/${DEFAULT_MY_TEAM_TAB}${search}`} replace />;
}

/** The team pages of the user client (spec 2 §2), mounted inside the shell by app/router.tsx. */
export const teamRoutes: RouteObject[] = [
  {
    path: MY_TEAM_PATH,
    element: <MyTeamPage />,
    children: [
      { index: true, element: <DefaultTab /> },
      { path: 'index', element: <TeamMembersTab /> },
      { path: 'invite-list', element: <ReceivedInvitesTab /> },
      { path: 'records-list', element: <SentInvitesTab /> },
      { path: 'links', element: <LinksTab /> },
      { path: 'applications', element: <ApplicationsTab /> },
    ],
  },
  { path: JOINED_TEAMS_PATH, element: <JoinedTeamsPage /> },
  { path: JOIN_LINK_PATH, element: <JoinTeamLinkPage /> },
];
