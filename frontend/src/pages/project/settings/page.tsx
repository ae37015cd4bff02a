import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { currentClientId } from '../../../app/clientId.ts';
import { withClientId } from '../../../app/paths.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { RuleSettingsDialog } from '../../../components/pidRules/RuleSettingsDialog.tsx';
import { ProjectState } from '../components/ProjectState.tsx';
import { PROJECT_SETTING_PATH, PROJECT_SETTING_TABS, projectPaths } from '../paths.ts';
import { mayChangeRecognitionRules } from '../rules.ts';
import { type ProjectAccess, useProjectAccess } from '../useProjectAccess.ts';

export type ReadyAccess = Extract<ProjectAccess, { status: 'ready' }>;

/** What the children of /project-setting read from it. */
export interface ProjectSettingOutlet {
  access: ReadyAccess;
  reload: () => void;
}

/** Breadcrumbs of a project page: My projects › project › this page. */
export function ProjectBreadcrumbs({ projectName, page }: { projectName: string; page: string }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const href = (path: string) => `#${withClientId(path, currentClientId())}`;
  return (
    <BreadcrumbGroup
      ariaLabel={t('projects.breadcrumbs')}
      items={[
        { text: t('projects.title'), href: href(projectPaths.list()) },
        { text: projectName, href: '#' },
        { text: page, href: '#' },
      ]}
      onFollow={(event) => {
        event.preventDefault();
        if (event.detail.href !== '#') navigate(event.detail.href.replace(/^#/, ''));
      }}
    />
  );
}

/** /project-setting (query projectId): the project's settings, with member (default) as child. */
export function ProjectSettingPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const projectId = params.get('projectId');
  const { access, reload } = useProjectAccess(projectId);
  const [rulesOpen, setRulesOpen] = useState(false);

  if (access.status !== 'ready') return <ProjectState access={access} onRetry={reload} />;
  const active = location.pathname.slice(PROJECT_SETTING_PATH.length + 1) || 'member';
  const context: ProjectSettingOutlet = { access, reload };
  const { project } = access;

  return (
    <ContentLayout
      defaultPadding
      breadcrumbs={<ProjectBreadcrumbs projectName={project.projectName} page={t('projectSettings.title')} />}
      header={
        <Header
          variant="h1"
          description={project.memo ? <span className="ll-pre-wrap">{project.memo}</span> : undefined}
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button onClick={() => setRulesOpen(true)} data-testid="open-pid-rules">
                {t('pidRules.entry')}
              </Button>
              <Button onClick={() => navigate(projectPaths.groups(project.id))} data-testid="open-groups">
                {t('projectSettings.groups')}
              </Button>
            </SpaceBetween>
          }
        >
          <span data-testid="project-setting-title">{project.projectName}</span>
        </Header>
      }
    >
      <div data-testid="project-setting-page">
        <Tabs
          activeTabId={active}
          onChange={({ detail }) =>
            navigate(
              `${PROJECT_SETTING_PATH}/${detail.activeTabId}?${new URLSearchParams({ projectId: project.id })}`,
            )
          }
          tabs={PROJECT_SETTING_TABS.filter((tab) => !tab.managersOnly || access.can.manageMembers).map(
            (tab) => ({
              id: tab.segment,
              label: <span data-testid={`setting-tab-${tab.segment}`}>{t(tab.labelKey)}</span>,
              content: tab.segment === active ? <Outlet context={context} /> : undefined,
            }),
          )}
        />
      </div>
      {rulesOpen && (
        <RuleSettingsDialog
          scope={{ projectId: project.id }}
          editable={mayChangeRecognitionRules(project, access.me.roleStatus)}
          onClose={() => setRulesOpen(false)}
        />
      )}
    </ContentLayout>
  );
}
