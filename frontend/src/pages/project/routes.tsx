import { Navigate, type RouteObject, useLocation } from 'react-router-dom';
import './project.css';
import { lazyPage } from '../../app/lazyPage.tsx';
import {
  DEFAULT_PROJECT_TAB,
  PROJECT_GROUP_PATH,
  PROJECT_LIST_PATH,
  PROJECT_SETTING_PATH,
  PROJECT_TABS,
  SAMPLE_MODEL_PATH,
  SAMPLE_PROJECT_TAB,
  SEND_AND_RECEIVE_TAB,
} from './paths.ts';

const ProjectGroupPage = lazyPage(() => import('./groups/page.tsx'), 'ProjectGroupPage');
const ProjectList = lazyPage(() => import('./list/ProjectList.tsx'), 'ProjectList');
const MyProjectsPage = lazyPage(() => import('./list/page.tsx'), 'MyProjectsPage');
const MembershipLogTab = lazyPage(() => import('./settings/MembershipLogTab.tsx'), 'MembershipLogTab');
const MembersTab = lazyPage(() => import('./settings/MembersTab.tsx'), 'MembersTab');
const ProjectSettingPage = lazyPage(() => import('./settings/page.tsx'), 'ProjectSettingPage');
const SendAndReceiveTab = lazyPage(() => import('./shares/SendAndReceiveTab.tsx'), 'SendAndReceiveTab');
const SampleProjectTab = lazyPage(() => import('./sample/SampleProjectTab.tsx'), 'SampleProjectTab');
const SampleModelPage = lazyPage(() => import('./sample/SampleModelPage.tsx'), 'SampleModelPage');

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
      { path: SAMPLE_PROJECT_TAB, element: <SampleProjectTab /> },
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
  { path: SAMPLE_MODEL_PATH, element: <SampleModelPage /> },
];
