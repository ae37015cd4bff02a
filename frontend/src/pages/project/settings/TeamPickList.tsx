import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import Input from '@cloudscape-design/components/input';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { myTeamMembers, type TeamMember, teamMemberUserId } from '../../../api/team.ts';
import { errorText } from '../../../app/queryClient.ts';
import { type PickablePerson, PickerRow } from '../../../components/members/MemberPicker.tsx';
import { pageCount } from '../../../components/paging.ts';
import { useDebounced } from '../../../components/useDebounced.ts';
import { teamKeys } from '../../team/queries.ts';
import { type PickBlock, selectAllState } from '../rules.ts';

const TEAM_PAGE_SIZE = 100;

const asPerson = (member: TeamMember): PickablePerson => ({
  id: teamMemberUserId(member),
  account: member.account,
  memberName: member.memberName,
});

/**
 * The left pane of "add members": my team, searched by account and paged by 100, with select-all
 * (and its partial state) over the people on the page who can be picked.
 */
export function TeamPickList({
  pickedIds,
  blockOf,
  onToggle,
}: {
  pickedIds: ReadonlySet<string>;
  /** Why someone cannot be picked (already a member, the creator, you); null: free. */
  blockOf: (userId: string) => PickBlock;
  onToggle: (person: PickablePerson, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const account = useDebounced(search.trim());
  const [current, setCurrent] = useState(1);
  const team = useQuery({
    queryKey: [...teamKeys.members(), 'picker', { account, current }],
    queryFn: () => myTeamMembers({ account, current, size: TEAM_PAGE_SIZE }),
  });
  const rows = team.data?.records ?? [];
  const total = team.data?.total ?? 0;
  const selectable = rows.map(teamMemberUserId).filter((id) => !blockOf(id));
  const allState = selectAllState(selectable, pickedIds);

  const blockLabel = (reason: PickBlock) =>
    reason === 'member'
      ? t('projectAddMembers.alreadyMember')
      : reason === 'creator'
        ? t('projects.role.creator')
        : reason === 'self'
          ? t('projectAddMembers.you')
          : null;

  return (
    <SpaceBetween size="s">
      <Input
        type="search"
        value={search}
        onChange={({ detail }) => {
          setSearch(detail.value);
          setCurrent(1);
        }}
        placeholder={t('projectAddMembers.search')}
        ariaLabel={t('projectAddMembers.search')}
        data-testid="add-members-search"
      />
      <div className="ll-picker__bar">
        <Checkbox
          checked={allState === 'all'}
          indeterminate={allState === 'partial'}
          disabled={selectable.length === 0}
          onChange={({ detail }) => {
            for (const person of rows)
              if (!blockOf(teamMemberUserId(person))) onToggle(asPerson(person), detail.checked);
          }}
          data-testid="add-members-all"
        >
          {t('projectAddMembers.selectAll')}
        </Checkbox>
        <Box color="text-body-secondary" fontSize="body-s">
          {t('projectAddMembers.count', { count: total })}
        </Box>
      </div>
      <div className="ll-picker__list" data-testid="add-members-team">
        {team.isPending && <Spinner />}
        {team.isError && (
          <Alert type="warning" header={t('projectAddMembers.teamUnavailable')}>
            {errorText(team.error)}
          </Alert>
        )}
        {team.isSuccess && rows.length === 0 && (
          <Box color="text-body-secondary" padding="s">
            {account ? t('projectMembers.noMatch') : t('projectAddMembers.noTeam')}
          </Box>
        )}
        {rows.map((member) => {
          const person = asPerson(member);
          const reason = blockOf(person.id);
          return (
            <PickerRow
              key={person.id}
              person={person}
              checked={reason === 'member' || pickedIds.has(person.id)}
              lockedBy={blockLabel(reason)}
              onChange={(on) => onToggle(person, on)}
            />
          );
        })}
      </div>
      {team.isSuccess && total > TEAM_PAGE_SIZE && (
        <Pagination
          currentPageIndex={current}
          pagesCount={pageCount(total, TEAM_PAGE_SIZE)}
          onChange={({ detail }) => setCurrent(detail.currentPageIndex)}
        />
      )}
    </SpaceBetween>
  );
}
