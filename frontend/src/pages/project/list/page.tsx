import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { ProjectFormModal } from '../components/ProjectFormModal.tsx';
import {
  DEFAULT_PROJECT_TAB,
  PROJECT_LIST_PATH,
  PROJECT_TABS,
  projectPaths,
  SAMPLE_PROJECT_TAB,
  SEND_AND_RECEIVE_TAB,
} from '../paths.ts';
import { projectKeys } from '../queries.ts';

/** What the tabs of /myproject read from their layout. */
export interface ProjectListOutlet {
  /** Opens the create dialog. */
  create: () => void;
}

/** /myproject: "My projects" with a tab per list (spec 2 §2); the list itself is the child route. */
export function MyProjectsPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const location = useLocation();
  const [creating, setCreating] = useState(false);
  const queryClient = useQueryClient();
  const active = location.pathname.slice(PROJECT_LIST_PATH.length + 1) || DEFAULT_PROJECT_TAB;
  const context: ProjectListOutlet = { create: () => setCreating(true) };

  return (
    <ContentLayout
      defaultPadding
      header={
        <Header
          variant="h1"
          description={t('projects.description')}
          actions={
            <Button
              variant="primary"
              iconName="add-plus"
              onClick={() => setCreating(true)}
              data-testid="project-create"
            >
              {t('projects.create')}
            </Button>
          }
        >
          {t('projects.title')}
        </Header>
      }
    >
      <div data-testid="projects-page">
        <Tabs
          activeTabId={active}
          onChange={({ detail }) => navigate(projectPaths.list(detail.activeTabId))}
          ariaLabel={t('projects.title')}
          tabs={[
            ...PROJECT_TABS.map((tab) => ({ segment: tab.segment, label: t(tab.labelKey) })),
            { segment: SEND_AND_RECEIVE_TAB, label: t('share.tab.sendAndReceive') },
            { segment: SAMPLE_PROJECT_TAB, label: t('sampleProject.title') },
          ].map((tab) => ({
            id: tab.segment,
            label: <span data-testid={`project-tab-${tab.segment}`}>{tab.label}</span>,
            content: tab.segment === active ? <Outlet context={context} /> : undefined,
          }))}
        />
      </div>
      {creating && (
        <ProjectFormModal
          onDismiss={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            void queryClient.invalidateQueries({ queryKey: projectKeys.list() });
          }}
        />
      )}
    </ContentLayout>
  );
}
