import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import Toggle from '@cloudscape-design/components/toggle';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { isApiError } from '../../../api/errors.ts';
import {
  listProjects,
  type ProjectListType,
  type ProjectRow,
  setProjectHidden,
} from '../../../api/projects.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { notify } from '../../../components/notifications/store.ts';
import { pageCount } from '../../../components/paging.ts';
import { useDebounced } from '../../../components/useDebounced.ts';
import { useSocketMessage } from '../../../socket/index.ts';
import { projectPaths } from '../paths.ts';
import { projectKeys } from '../queries.ts';
import { projectCardDefinition } from './cards.tsx';
import { type Pending, ProjectDialogs } from './ProjectDialogs.tsx';
import type { ProjectListOutlet } from './page.tsx';

const PAGE_SIZE = 24;

/** One tab of /myproject: the caller's projects of that kind as cards, with their actions. */
export function ProjectList({ type }: { type: ProjectListType }) {
  const { t, i18n } = useTranslation();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const { create } = useOutletContext<ProjectListOutlet>();
  const [current, setCurrent] = useState(1);
  const [filter, setFilter] = useState('');
  const keyword = useDebounced(filter.trim());
  const [includeHidden, setIncludeHidden] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const query = useQuery({
    queryKey: [...projectKeys.list(), type, { current, keyword, includeHidden }],
    queryFn: () => listProjects(type, { current, size: PAGE_SIZE, keyword, includeHidden }, { silent: true }),
  });
  const page = query.error ? undefined : query.data;

  // Past the last page after a delete: go back one.
  useEffect(() => {
    if (page && page.records.length === 0 && current > 1) setCurrent(pageCount(page.total, PAGE_SIZE));
  }, [page, current]);

  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: projectKeys.list() }),
    [queryClient],
  );
  // A project deleted or left elsewhere disappears from the list.
  useSocketMessage('QUIT', reload);

  const toggleHidden = async (project: ProjectRow, hidden: boolean) => {
    try {
      await setProjectHidden(project.id, hidden);
      notify.success(t(hidden ? 'projects.hiddenDone' : 'projects.shownDone', { name: project.projectName }));
      reload();
    } catch {
      // Shown by the API client.
    }
  };

  const onAction = (project: ProjectRow, id: string) => {
    if (id === 'open') navigate(projectPaths.open(project.id));
    else if (id === 'groups') navigate(projectPaths.groups(project.id));
    else if (id === 'hide' || id === 'show') void toggleHidden(project, id === 'hide');
    else if (id === 'edit' || id === 'delete' || id === 'quit') setPending({ kind: id, project });
  };

  const total = page?.total ?? 0;
  const empty = query.error ? (
    <Box textAlign="center" color="inherit" padding="l" data-testid="projects-error">
      <SpaceBetween size="s">
        <b>{t('projects.loadFailed')}</b>
        <Box variant="p" color="text-status-error">
          {isApiError(query.error) ? query.error.message : t('common.unknownError')}
        </Box>
        <Button onClick={reload}>{t('projects.retry')}</Button>
      </SpaceBetween>
    </Box>
  ) : (
    <Box textAlign="center" color="inherit" padding="l" data-testid="projects-empty">
      <SpaceBetween size="s">
        <b>{keyword ? t('projects.noMatch') : t(`projects.empty.${type}`)}</b>
        {!keyword && (type === 'all' || type === 'index') && (
          <Button onClick={create}>{t('projects.create')}</Button>
        )}
        {keyword && <Button onClick={() => setFilter('')}>{t('projects.clearFilter')}</Button>}
      </SpaceBetween>
    </Box>
  );

  return (
    <>
      <Cards<ProjectRow>
        data-testid={`project-list-${type}`}
        items={query.isFetching ? [] : (page?.records ?? [])}
        trackBy="id"
        loading={query.isFetching}
        loadingText={t('projects.loading')}
        variant="full-page"
        cardsPerRow={[
          { cards: 1 },
          { minWidth: 560, cards: 2 },
          { minWidth: 900, cards: 3 },
          { minWidth: 1280, cards: 4 },
        ]}
        header={
          <Header
            counter={page && !query.isFetching ? `(${total})` : undefined}
            actions={
              <Toggle
                checked={includeHidden}
                onChange={({ detail }) => {
                  setIncludeHidden(detail.checked);
                  setCurrent(1);
                }}
                data-testid="projects-show-hidden"
              >
                {t('projects.showHidden')}
              </Toggle>
            }
          >
            {t('projects.listTitle')}
          </Header>
        }
        filter={
          <TextFilter
            filteringText={filter}
            filteringPlaceholder={t('projects.filter')}
            filteringAriaLabel={t('projects.filter')}
            onChange={({ detail }) => {
              setFilter(detail.filteringText);
              setCurrent(1);
            }}
          />
        }
        pagination={
          total > PAGE_SIZE ? (
            <Pagination
              currentPageIndex={current}
              pagesCount={pageCount(total, PAGE_SIZE)}
              onChange={({ detail }) => setCurrent(detail.currentPageIndex)}
            />
          ) : undefined
        }
        empty={empty}
        cardDefinition={projectCardDefinition(t, i18n.language, onAction)}
      />
      <ProjectDialogs pending={pending} onClose={() => setPending(null)} onChanged={reload} />
    </>
  );
}
