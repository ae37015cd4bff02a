import { Navigate, type RouteObject, useLocation } from 'react-router-dom';
import './project.css';
import { ProjectGroupPage } from './groups/page.tsx';
import { ProjectList } from './list/ProjectList.tsx';
import { MyProjectsPage } from './list/page.tsx';
import {
  DEFAULT_PROJECT_TAB,
  PROJECT_GROUP_PATH,
  PROJECT_LIST_PATH,
  PROJECT_SETTING_PATH,
  PROJECT_TABS,
  SEND_AND_RECEIVE_TAB,
} from './paths.ts';
import { MembershipLogTab } from './settings/MembershipLogTab.tsx';
import { MembersTab } from './settings/MembersTab.tsx';
import { ProjectSettingPage } from './settings/page.tsx';
import { SendAndReceiveTab } from './shares/SendAndReceiveTab.tsx';

/** A parent route's default child, keeping the query (projectId, clientId). */
function DefaultChild({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/** The project pages of the user client (spec 2 §2), mounted inside the shell by app/router.tsx. */
export const projectRoutes: RouteObject[] = [
  {
    path: PROJECT_LIST_PATH,
    element: <MyProjectsPage />,
    children: [
      { index: true, element: <DefaultChild to={DEFAULT_PROJECT_TAB} /> },
      ...PROJECT_TABS.map((tab) => ({
        path: tab.segment,
        element: <ProjectList key={tab.type} type={tab.type} />,
      })),
      { path: SEND_AND_RECEIVE_TAB, element: <SendAndReceiveTab /> },
    ],
  },
  {
    path: PROJECT_SETTING_PATH,
    element: <ProjectSettingPage />,
    children: [
      { index: true, element: <DefaultChild to="member" /> },
      { path: 'member', element: <MembersTab /> },
      { path: 'invite-list', element: <MembershipLogTab key="invite" kind="invite" /> },
      { path: 'records-list', element: <MembershipLogTab key="records" kind="records" /> },
    ],
  },
  { path: PROJECT_GROUP_PATH, element: <ProjectGroupPage /> },
];
