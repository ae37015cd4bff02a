import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors.ts';
import {
  addGroupMembers,
  type GroupTree,
  groupTree,
  type ProjectGroup,
  type TreeUser,
} from '../../../api/projects.ts';
import { notify } from '../../../components/notifications/store.ts';
import {
  DEFAULT_MEMBER_PAGE_SIZE,
  MEMBER_PAGE_SIZES,
  matchesPerson,
  pageCount,
  pageOf,
} from '../../../components/paging.ts';
import { groupLabel } from '../components/groupLabel.ts';
import { selectAllState } from '../rules.ts';

type Lock = 'owner' | 'inGroup' | 'admin' | null;

type TreeLoad =
  | { status: 'loading' }
  | { status: 'ready'; tree: GroupTree }
  | { status: 'error'; message: string };

/**
 * Group member invitation (spec 2 §2, §5): a tree of the members outside this group and of all
 * members on the left, the people picked on the right, a filter, and pages of 100 (100, 200, 500,
 * 1000). The owner and those already in the group are locked as checked; a member admin can only
 * be in the read-write group.
 */
export function GroupInviteModal({
  projectId,
  group,
  onDismiss,
  onAdded,
}: {
  projectId: string;
  group: ProjectGroup;
  onDismiss: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<TreeLoad>({ status: 'loading' });
  const [filter, setFilter] = useState('');
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_MEMBER_PAGE_SIZE);
  const [picked, setPicked] = useState<TreeUser[]>([]);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let live = true;
    groupTree(group.id)
      .then((tree) => live && setLoad({ status: 'ready', tree }))
      .catch(
        (error: unknown) =>
          live && setLoad({ status: 'error', message: isApiError(error) ? error.message : String(error) }),
      );
    return () => {
      live = false;
    };
  }, [group.id]);

  const inGroup = useMemo(
    () => new Set(load.status === 'ready' ? load.tree.groupUser.map((u) => u.id) : []),
    [load],
  );
  const pickedIds = useMemo(() => new Set(picked.map((u) => u.id)), [picked]);

  const lock = (user: TreeUser): Lock => {
    if (user.isCreator) return 'owner';
    if (inGroup.has(user.id)) return 'inGroup';
    if (user.roleStatus === 'admin' && group.groupInit !== 'readWrite') return 'admin';
    return null;
  };

  const nodes =
    load.status === 'ready'
      ? [
          { id: 'outside', label: t('projectGroupInvite.outside'), users: load.tree.noGroupUserList },
          { id: 'all', label: t('projectGroupInvite.all'), users: load.tree.allList },
        ].map((node) => {
          const matching = node.users.filter((u) => matchesPerson(u, filter));
          return { ...node, matching, page: pageOf(matching, current, size) };
        })
      : [];
  const longest = Math.max(0, ...nodes.map((node) => node.matching.length));

  const toggle = (user: TreeUser, on: boolean) =>
    setPicked((list) =>
      on
        ? list.some((u) => u.id === user.id)
          ? list
          : [...list, user]
        : list.filter((u) => u.id !== user.id),
    );

  const submit = async () => {
    if (picked.length === 0) {
      onDismiss();
      return;
    }
    setSubmitting(true);
    try {
      const answer = await addGroupMembers(
        projectId,
        group.id,
        picked.map((u) => u.id),
      );
      notify.success(answer.msg || t('projectGroupInvite.added'));
      onAdded();
    } catch {
      setSubmitting(false);
    }
  };

  const lockBadge = (reason: Lock) =>
    reason === 'owner'
      ? t('projectGroupInvite.owner')
      : reason === 'inGroup'
        ? t('projectGroupInvite.inGroup')
        : reason === 'admin'
          ? t('projects.role.admin')
          : null;

  return (
    <Modal
      visible
      size="large"
      header={t('projectGroupInvite.title', { group: groupLabel(group, t) })}
      closeAriaLabel={t('projects.form.close')}
      onDismiss={() => !submitting && onDismiss()}
      data-testid="group-invite"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss} disabled={submitting}>
              {t('projects.form.cancel')}
            </Button>
            <Button
              variant="primary"
              onClick={() => void submit()}
              loading={submitting}
              data-testid="group-invite-submit"
            >
              {t('projectAddMembers.submit')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <Grid gridDefinition={[{ colspan: { default: 12, xs: 7 } }, { colspan: { default: 12, xs: 5 } }]}>
        <div className="ll-picker">
          <SpaceBetween size="s">
            <Input
              type="search"
              value={filter}
              onChange={({ detail }) => {
                setFilter(detail.value);
                setCurrent(1);
              }}
              placeholder={t('projectGroupInvite.filter')}
              ariaLabel={t('projectGroupInvite.filter')}
              data-testid="group-invite-filter"
            />
            <div className="ll-picker__list ll-picker__list--tall" data-testid="group-invite-tree">
              {load.status === 'loading' && <Spinner />}
              {load.status === 'error' && <Alert type="error">{load.message}</Alert>}
              {nodes.map((node) => {
                const selectable = node.page.filter((u) => !lock(u)).map((u) => u.id);
                const state = selectAllState(selectable, pickedIds);
                return (
                  <ExpandableSection
                    key={node.id}
                    defaultExpanded
                    headerText={`${node.label} (${node.matching.length})`}
                    headerActions={
                      <Checkbox
                        checked={state === 'all'}
                        indeterminate={state === 'partial'}
                        disabled={selectable.length === 0}
                        ariaLabel={t('projectGroupInvite.selectNode', { node: node.label })}
                        onChange={({ detail }) => {
                          for (const user of node.page) if (!lock(user)) toggle(user, detail.checked);
                        }}
                      />
                    }
                  >
                    {node.page.length === 0 && (
                      <Box color="text-body-secondary" padding={{ left: 'l' }}>
                        {filter ? t('projectMembers.noMatch') : t('projectGroupInvite.nobody')}
                      </Box>
                    )}
                    {node.page.map((user) => {
                      const reason = lock(user);
                      return (
                        <div key={user.id} className="ll-picker__row ll-picker__row--child">
                          <Checkbox
                            checked={reason === 'owner' || reason === 'inGroup' || pickedIds.has(user.id)}
                            disabled={reason !== null}
                            onChange={({ detail }) => toggle(user, detail.checked)}
                          >
                            {user.account}
                            {user.memberName && user.memberName !== user.account && (
                              <Box variant="span" color="text-body-secondary">{` · ${user.memberName}`}</Box>
                            )}
                          </Checkbox>
                          {reason && <Badge color="grey">{lockBadge(reason)}</Badge>}
                        </div>
                      );
                    })}
                  </ExpandableSection>
                );
              })}
            </div>
            <div className="ll-picker__bar">
              <Select
                selectedOption={{ value: String(size), label: t('projectMembers.perPage', { count: size }) }}
                options={MEMBER_PAGE_SIZES.map((value) => ({
                  value: String(value),
                  label: t('projectMembers.perPage', { count: value }),
                }))}
                onChange={({ detail }) => {
                  setSize(Number(detail.selectedOption.value));
                  setCurrent(1);
                }}
                ariaLabel={t('projectMembers.pageSize')}
              />
              <Pagination
                currentPageIndex={current}
                pagesCount={pageCount(longest, size)}
                onChange={({ detail }) => setCurrent(detail.currentPageIndex)}
              />
            </div>
          </SpaceBetween>
        </div>
        <div className="ll-picker">
          <SpaceBetween size="s">
            <div className="ll-picker__bar">
              <Box variant="h4">{t('projectAddMembers.selected', { count: picked.length })}</Box>
              <Button variant="inline-link" disabled={picked.length === 0} onClick={() => setPicked([])}>
                {t('projectAddMembers.removeAll')}
              </Button>
            </div>
            <div className="ll-picker__list ll-picker__list--tall" data-testid="group-invite-selected">
              {picked.length === 0 && (
                <Box color="text-body-secondary" padding="s">
                  {t('projectAddMembers.noneSelected')}
                </Box>
              )}
              {picked.map((user) => (
                <div key={user.id} className="ll-picker__row">
                  <span>{user.account}</span>
                  <Button
                    variant="icon"
                    iconName="close"
                    ariaLabel={t('projectAddMembers.remove', { account: user.account })}
                    onClick={() => toggle(user, false)}
                  />
                </div>
              ))}
            </div>
          </SpaceBetween>
        </div>
      </Grid>
    </Modal>
  );
}
