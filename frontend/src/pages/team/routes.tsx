import { Navigate, type RouteObject, useLocation } from 'react-router-dom';
import '../project/project.css';
import './team.css';
import { lazyPage } from '../../app/lazyPage.tsx';
import { DEFAULT_MY_TEAM_TAB, JOIN_LINK_PATH, JOINED_TEAMS_PATH, MY_TEAM_PATH } from './paths.ts';

const JoinTeamLinkPage = lazyPage(() => import('./join-link/page.tsx'), 'JoinTeamLinkPage');
const JoinedTeamsPage = lazyPage(() => import('./joined/page.tsx'), 'JoinedTeamsPage');
const ApplicationsTab = lazyPage(() => import('./my-team/ApplicationsTab.tsx'), 'ApplicationsTab');
const LinksTab = lazyPage(() => import('./my-team/LinksTab.tsx'), 'LinksTab');
const TeamMembersTab = lazyPage(() => import('./my-team/MembersTab.tsx'), 'TeamMembersTab');
const MyTeamPage = lazyPage(() => import('./my-team/page.tsx'), 'MyTeamPage');
const ReceivedInvitesTab = lazyPage(() => import('./my-team/ReceivedInvitesTab.tsx'), 'ReceivedInvitesTab');
const SentInvitesTab = lazyPage(() => import('./my-team/SentInvitesTab.tsx'), 'SentInvitesTab');

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
