import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import Toggle from '@cloudscape-design/components/toggle';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { isApiError } from '../../../api/errors.ts';
import {
  deleteProject,
  listProjects,
  type ProjectListType,
  type ProjectRow,
  quitProject,
  setProjectHidden,
} from '../../../api/projects.ts';
import { useSession } from '../../../app/session.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { pageCount } from '../../../components/paging.ts';
import { RouterLink } from '../../../components/RouterLink.tsx';
import { useDebounced } from '../../../components/useDebounced.ts';
import { useSocketMessage } from '../../../socket/index.ts';
import { CoverImage } from '../components/CoverImage.tsx';
import { ProjectFormModal } from '../components/ProjectFormModal.tsx';
import { projectPaths } from '../paths.ts';
import { projectActions } from '../rules.ts';
import type { ProjectListOutlet } from './page.tsx';

const PAGE_SIZE = 24;

type Pending = { kind: 'edit' | 'delete' | 'quit'; project: ProjectRow } | null;

type Load =
  | { status: 'loading' }
  | { status: 'ready'; items: ProjectRow[]; total: number }
  | { status: 'error'; message: string };

/** The role a card shows: creator, member admin or member; and the default project's mark. */
function RoleBadges({ project }: { project: ProjectRow }) {
  const { t } = useTranslation();
  const role = project.isCreator ? 'creator' : project.roleStatus === 'admin' ? 'admin' : 'user';
  return (
    <SpaceBetween size="xs" direction="horizontal">
      <Badge color={role === 'creator' ? 'blue' : 'grey'}>{t(`projects.role.${role}`)}</Badge>
      {project.isDefault !== 0 && <Badge color="green">{t(`projects.kind.${project.isDefault}`)}</Badge>}
      {project.hidden && <Badge color="severity-neutral">{t('projects.hiddenBadge')}</Badge>}
    </SpaceBetween>
  );
}

/** One tab of /myproject: the caller's projects of that kind as cards, with their actions. */
export function ProjectList({ type }: { type: ProjectListType }) {
  const { t, i18n } = useTranslation();
  const navigate = useAppNavigate();
  const { version, create } = useOutletContext<ProjectListOutlet>();
  const { user } = useSession();
  const [current, setCurrent] = useState(1);
  const [filter, setFilter] = useState('');
  const keyword = useDebounced(filter.trim());
  const [includeHidden, setIncludeHidden] = useState(false);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [pending, setPending] = useState<Pending>(null);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  // A project deleted or left elsewhere disappears from the list.
  useSocketMessage('QUIT', reload);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version and reloads ask for a fresh load.
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    listProjects(type, { current, size: PAGE_SIZE, keyword, includeHidden }, { silent: true })
      .then((page) => {
        if (!live) return;
        // Past the last page after a delete: go back one.
        if (page.records.length === 0 && current > 1) setCurrent(pageCount(page.total, PAGE_SIZE));
        setLoad({ status: 'ready', items: page.records, total: page.total });
      })
      .catch((error: unknown) => {
        if (live)
          setLoad({ status: 'error', message: isApiError(error) ? error.message : t('common.unknownError') });
      });
    return () => {
      live = false;
    };
  }, [type, current, keyword, includeHidden, version, reloads, t]);

  const toggleHidden = async (project: ProjectRow, hidden: boolean) => {
    try {
      await setProjectHidden(project.id, hidden);
      notify.success(t(hidden ? 'projects.hiddenDone' : 'projects.shownDone', { name: project.projectName }));
      reload();
    } catch {
      // Shown by the API client.
    }
  };

  const menuItems = (project: ProjectRow): ButtonDropdownProps.Item[] => {
    const can = projectActions(project, project.roleStatus);
    const items: ButtonDropdownProps.Item[] = [{ id: 'open', text: t('projects.action.open') }];
    if (can.edit) items.push({ id: 'edit', text: t('projects.action.edit') });
    if (can.manageMembers) items.push({ id: 'groups', text: t('projects.action.groups') });
    if (can.hide) items.push({ id: 'hide', text: t('projects.action.hide') });
    if (can.show) items.push({ id: 'show', text: t('projects.action.show') });
    if (can.quit) items.push({ id: 'quit', text: t('projects.action.quit') });
    if (project.isCreator)
      items.push({
        id: 'delete',
        text: t('projects.action.delete'),
        disabled: !can.delete,
        disabledReason: !can.delete ? t('project.cannotDeleteDefault') : undefined,
      });
    return items;
  };

  const onAction = (project: ProjectRow, id: string) => {
    if (id === 'open') navigate(projectPaths.open(project.id));
    else if (id === 'groups') navigate(projectPaths.groups(project.id));
    else if (id === 'hide' || id === 'show') void toggleHidden(project, id === 'hide');
    else if (id === 'edit' || id === 'delete' || id === 'quit') setPending({ kind: id, project });
  };

  const items = load.status === 'ready' ? load.items : [];
  const total = load.status === 'ready' ? load.total : 0;
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'zh-CN', {
    dateStyle: 'medium',
  });

  const empty =
    load.status === 'error' ? (
      <Box textAlign="center" color="inherit" padding="l" data-testid="projects-error">
        <SpaceBetween size="s">
          <b>{t('projects.loadFailed')}</b>
          <Box variant="p" color="text-status-error">
            {load.message}
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
        items={items}
        trackBy="id"
        loading={load.status === 'loading'}
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
            counter={load.status === 'ready' ? `(${total})` : undefined}
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
        cardDefinition={{
          header: (project) => (
            <div className="ll-project-card__header" data-testid="project-card" data-project-id={project.id}>
              <RouterLink to={projectPaths.open(project.id)} fontSize="heading-m" testId="project-card-name">
                {project.projectName}
              </RouterLink>
              <ButtonDropdown
                variant="icon"
                ariaLabel={t('projects.actionsFor', { name: project.projectName })}
                items={menuItems(project)}
                onItemClick={({ detail }) => onAction(project, detail.id)}
                expandToViewport
              />
            </div>
          ),
          sections: [
            {
              id: 'cover',
              content: (project) => <CoverImage src={project.avatar} name={project.projectName} />,
            },
            {
              id: 'memo',
              content: (project) =>
                project.memo ? (
                  <div className="ll-pre-wrap ll-project-card__memo">{project.memo}</div>
                ) : (
                  <Box color="text-status-inactive">{t('projects.noDescription')}</Box>
                ),
            },
            {
              id: 'meta',
              content: (project) => (
                <SpaceBetween size="xs">
                  <RoleBadges project={project} />
                  <Box fontSize="body-s" color="text-body-secondary">
                    {t('projects.createdOn', { date: dateFormat.format(new Date(project.createTime)) })}
                  </Box>
                </SpaceBetween>
              ),
            },
          ],
        }}
      />
      {pending?.kind === 'edit' && (
        <ProjectFormModal
          project={pending.project}
          onDismiss={() => setPending(null)}
          onSaved={() => {
            setPending(null);
            reload();
          }}
        />
      )}
      {pending?.kind === 'delete' && (
        <ConfirmModal
          testId="project-delete"
          header={t('projects.deleteTitle')}
          confirmText={t('projects.action.delete')}
          onConfirm={async () => {
            const answer = await deleteProject(pending.project.id);
            notify.success(answer.msg || t('projects.deletedDone'));
            reload();
          }}
          onCancel={() => setPending(null)}
          onDone={() => setPending(null)}
        >
          {t('projects.deleteText', { name: pending.project.projectName })}
        </ConfirmModal>
      )}
      {pending?.kind === 'quit' && user && (
        <ConfirmModal
          testId="project-quit"
          header={t('projects.quitTitle')}
          confirmText={t('projects.action.quit')}
          onConfirm={async () => {
            const answer = await quitProject(pending.project.id, user.userId);
            notify.success(answer.msg || t('projects.quitDone'));
            reload();
          }}
          onCancel={() => setPending(null)}
          onDone={() => setPending(null)}
        >
          {t('projects.quitText', { name: pending.project.projectName })}
        </ConfirmModal>
      )}
    </>
  );
}
