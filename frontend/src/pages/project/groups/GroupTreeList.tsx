import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Input from '@cloudscape-design/components/input';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupTree, type ProjectGroup, type TreeUser } from '../../../api/projects.ts';
import { errorText } from '../../../app/queryClient.ts';
import { PickerRow } from '../../../components/members/MemberPicker.tsx';
import {
  DEFAULT_MEMBER_PAGE_SIZE,
  MEMBER_PAGE_SIZES,
  matchesPerson,
  pageCount,
  pageOf,
} from '../../../components/paging.ts';
import { projectKeys } from '../queries.ts';
import { selectAllState } from '../rules.ts';

type Lock = 'owner' | 'inGroup' | 'admin' | null;

/**
 * The left pane of the group invitation: a tree of the members outside this group and of all members,
 * filtered by account or name and paged together (100, 200, 500 or 1000). The owner and those already
 * in the group are locked as checked; a member admin can only be in the read-write group.
 */
export function GroupTreeList({
  group,
  pickedIds,
  onToggle,
}: {
  group: ProjectGroup;
  pickedIds: ReadonlySet<string>;
  onToggle: (user: TreeUser, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState<number>(DEFAULT_MEMBER_PAGE_SIZE);
  const tree = useQuery({ queryKey: projectKeys.groupTree(group.id), queryFn: () => groupTree(group.id) });
  const inGroup = useMemo(() => new Set(tree.data?.groupUser.map((u) => u.id) ?? []), [tree.data]);

  const lock = (user: TreeUser): Lock => {
    if (user.isCreator) return 'owner';
    if (inGroup.has(user.id)) return 'inGroup';
    if (user.roleStatus === 'admin' && group.groupInit !== 'readWrite') return 'admin';
    return null;
  };
  const lockBadge = (reason: Lock) =>
    reason === 'owner'
      ? t('projectGroupInvite.owner')
      : reason === 'inGroup'
        ? t('projectGroupInvite.inGroup')
        : reason === 'admin'
          ? t('projects.role.admin')
          : null;

  const nodes = tree.data
    ? [
        { id: 'outside', label: t('projectGroupInvite.outside'), users: tree.data.noGroupUserList },
        { id: 'all', label: t('projectGroupInvite.all'), users: tree.data.allList },
      ].map((node) => {
        const matching = node.users.filter((u) => matchesPerson(u, filter));
        return { ...node, matching, page: pageOf(matching, current, size) };
      })
    : [];
  const longest = Math.max(0, ...nodes.map((node) => node.matching.length));

  return (
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
        {tree.isPending && <Spinner />}
        {tree.isError && <Alert type="error">{errorText(tree.error)}</Alert>}
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
                    for (const user of node.page) if (!lock(user)) onToggle(user, detail.checked);
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
                  <PickerRow
                    key={user.id}
                    child
                    person={user}
                    checked={reason === 'owner' || reason === 'inGroup' || pickedIds.has(user.id)}
                    lockedBy={lockBadge(reason)}
                    onChange={(on) => onToggle(user, on)}
                  />
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
  );
}
