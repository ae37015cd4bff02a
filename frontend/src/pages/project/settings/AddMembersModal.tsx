import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Table from '@cloudscape-design/components/table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors.ts';
import {
  addMembers,
  allMembers,
  type MemberAssignment,
  type MemberRow,
  type ProjectGroup,
  type ProjectRow,
  type RoleStatus,
} from '../../../api/projects.ts';
import { myTeamMembers, type TeamMember, teamMemberUserId } from '../../../api/team.ts';
import { notify } from '../../../components/notifications/store.ts';
import { pageCount } from '../../../components/paging.ts';
import { useDebounced } from '../../../components/useDebounced.ts';
import { groupLabel } from '../components/groupLabel.ts';
import { assignableGroups, defaultGroupId, pickBlock, selectAllState, withRole } from '../rules.ts';

const TEAM_PAGE_SIZE = 100;

interface Picked {
  userId: string;
  account: string;
  memberName: string;
}

type TeamLoad =
  | { status: 'loading' }
  | { status: 'ready'; records: TeamMember[]; total: number }
  | { status: 'error'; message: string };

export interface AddMembersModalProps {
  project: ProjectRow;
  me: MemberRow;
  groups: ProjectGroup[];
  onDismiss: () => void;
  onAdded: () => void;
}

/**
 * Add members (spec 2 §2): pick people of your team on the left (select-all with its partial state,
 * a count), see and drop them on the right; submit opens the set-role step (role member or member
 * admin, and a group, per person). People already in the project are shown checked and locked; the
 * creator and you cannot be picked.
 */
export function AddMembersModal({ project, me, groups, onDismiss, onAdded }: AddMembersModalProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'pick' | 'role'>('pick');
  const [search, setSearch] = useState('');
  const account = useDebounced(search.trim());
  const [current, setCurrent] = useState(1);
  const [team, setTeam] = useState<TeamLoad>({ status: 'loading' });
  const [memberIds, setMemberIds] = useState<ReadonlySet<string>>(new Set());
  const [picked, setPicked] = useState<Picked[]>([]);
  const [roles, setRoles] = useState<Record<string, { roleStatus: RoleStatus; groupId: string }>>({});
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let live = true;
    allMembers(project.id)
      .then((rows) => live && setMemberIds(new Set(rows.map((row) => row.userId))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [project.id]);

  useEffect(() => {
    let live = true;
    setTeam({ status: 'loading' });
    myTeamMembers({ account, current, size: TEAM_PAGE_SIZE })
      .then((page) => live && setTeam({ status: 'ready', records: page.records, total: page.total }))
      .catch(
        (error: unknown) =>
          live && setTeam({ status: 'error', message: isApiError(error) ? error.message : String(error) }),
      );
    return () => {
      live = false;
    };
  }, [account, current]);

  const facts = { creatorId: project.createUser, myUserId: me.userId, memberIds };
  const rows = team.status === 'ready' ? team.records : [];
  const pickedIds = useMemo(() => new Set(picked.map((p) => p.userId)), [picked]);
  const selectable = rows.map(teamMemberUserId).filter((id) => !pickBlock(id, facts));
  const allState = selectAllState(selectable, pickedIds);

  const toggle = (person: TeamMember, on: boolean) => {
    const userId = teamMemberUserId(person);
    setPicked((list) =>
      on
        ? list.some((p) => p.userId === userId)
          ? list
          : [...list, { userId, account: person.account, memberName: person.memberName }]
        : list.filter((p) => p.userId !== userId),
    );
  };

  const toggleAll = (on: boolean) => {
    for (const person of rows) if (!pickBlock(teamMemberUserId(person), facts)) toggle(person, on);
  };

  const toRoles = () => {
    if (picked.length === 0) {
      onDismiss();
      return;
    }
    setRoles((current) =>
      Object.fromEntries(
        picked.map((p) => [
          p.userId,
          current[p.userId] ?? { roleStatus: 'user' as RoleStatus, groupId: defaultGroupId(groups, 'user') },
        ]),
      ),
    );
    setStep('role');
  };

  const submit = async () => {
    const users: MemberAssignment[] = picked.map((p) => ({ userId: p.userId, ...roles[p.userId]! }));
    setSubmitting(true);
    try {
      const answer = await addMembers(project.id, users);
      notify.success(answer.msg || t('projectAddMembers.added'));
      onAdded();
    } catch {
      // The API client has shown the server's message; the choices stay.
      setSubmitting(false);
    }
  };

  const groupOptions = assignableGroups(groups).map((g) => ({ value: g.id, label: groupLabel(g, t) }));
  const roleOptions = [
    { value: 'user', label: t('projects.role.user') },
    { value: 'admin', label: t('projects.role.admin') },
  ];

  const blockLabel = (reason: ReturnType<typeof pickBlock>) =>
    reason === 'member'
      ? t('projectAddMembers.alreadyMember')
      : reason === 'creator'
        ? t('projects.role.creator')
        : reason === 'self'
          ? t('projectAddMembers.you')
          : null;

  const footer = (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        {step === 'pick' ? (
          <>
            <Button variant="link" onClick={onDismiss} data-testid="add-members-cancel">
              {t('projects.form.cancel')}
            </Button>
            <Button variant="primary" onClick={toRoles} data-testid="add-members-next">
              {t('projectAddMembers.submit')}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="link"
              onClick={() => setStep('pick')}
              disabled={submitting}
              data-testid="set-role-cancel"
            >
              {t('projects.form.cancel')}
            </Button>
            <Button
              variant="primary"
              onClick={() => void submit()}
              loading={submitting}
              data-testid="set-role-submit"
            >
              {t('projectAddMembers.submit')}
            </Button>
          </>
        )}
      </SpaceBetween>
    </Box>
  );

  if (step === 'role') {
    return (
      <Modal
        visible
        size="large"
        header={t('projectAddMembers.roleTitle')}
        closeAriaLabel={t('projects.form.close')}
        onDismiss={() => !submitting && onDismiss()}
        footer={footer}
        data-testid="set-role"
      >
        <Table<Picked>
          variant="embedded"
          items={picked}
          trackBy="userId"
          columnDefinitions={[
            { id: 'account', header: t('projectMembers.column.account'), cell: (p) => p.account },
            {
              id: 'role',
              header: t('projectMembers.column.role'),
              cell: (p) => {
                const choice = roles[p.userId]!;
                return (
                  <Select
                    selectedOption={roleOptions.find((o) => o.value === choice.roleStatus) ?? null}
                    options={roleOptions}
                    ariaLabel={t('projectAddMembers.roleFor', { account: p.account })}
                    data-testid={`role-${p.account}`}
                    expandToViewport
                    onChange={({ detail }) => {
                      const roleStatus = detail.selectedOption.value as RoleStatus;
                      setRoles((all) => ({
                        ...all,
                        [p.userId]: { roleStatus, groupId: withRole(groups, choice.groupId, roleStatus) },
                      }));
                    }}
                  />
                );
              },
            },
            {
              id: 'group',
              header: t('projectMembers.column.group'),
              cell: (p) => {
                const choice = roles[p.userId]!;
                return (
                  <Select
                    selectedOption={groupOptions.find((o) => o.value === choice.groupId) ?? null}
                    options={groupOptions}
                    disabled={choice.roleStatus === 'admin'}
                    ariaLabel={t('projectAddMembers.groupFor', { account: p.account })}
                    data-testid={`group-${p.account}`}
                    expandToViewport
                    onChange={({ detail }) =>
                      setRoles((all) => ({
                        ...all,
                        [p.userId]: { ...choice, groupId: detail.selectedOption.value ?? choice.groupId },
                      }))
                    }
                  />
                );
              },
            },
          ]}
        />
      </Modal>
    );
  }

  return (
    <Modal
      visible
      size="large"
      header={t('projectAddMembers.title')}
      closeAriaLabel={t('projects.form.close')}
      onDismiss={onDismiss}
      footer={footer}
      data-testid="add-members"
    >
      <Grid gridDefinition={[{ colspan: { default: 12, xs: 7 } }, { colspan: { default: 12, xs: 5 } }]}>
        <div className="ll-picker">
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
                onChange={({ detail }) => toggleAll(detail.checked)}
                data-testid="add-members-all"
              >
                {t('projectAddMembers.selectAll')}
              </Checkbox>
              <Box color="text-body-secondary" fontSize="body-s">
                {t('projectAddMembers.count', { count: team.status === 'ready' ? team.total : 0 })}
              </Box>
            </div>
            <div className="ll-picker__list" data-testid="add-members-team">
              {team.status === 'loading' && <Spinner />}
              {team.status === 'error' && (
                <Alert type="warning" header={t('projectAddMembers.teamUnavailable')}>
                  {team.message}
                </Alert>
              )}
              {team.status === 'ready' && rows.length === 0 && (
                <Box color="text-body-secondary" padding="s">
                  {account ? t('projectMembers.noMatch') : t('projectAddMembers.noTeam')}
                </Box>
              )}
              {rows.map((person) => {
                const userId = teamMemberUserId(person);
                const reason = pickBlock(userId, facts);
                return (
                  <div key={userId} className="ll-picker__row">
                    <Checkbox
                      checked={reason === 'member' || pickedIds.has(userId)}
                      disabled={reason !== null}
                      onChange={({ detail }) => toggle(person, detail.checked)}
                    >
                      {person.account}
                      {person.memberName && person.memberName !== person.account && (
                        <Box variant="span" color="text-body-secondary">{` · ${person.memberName}`}</Box>
                      )}
                    </Checkbox>
                    {reason && <Badge color="grey">{blockLabel(reason)}</Badge>}
                  </div>
                );
              })}
            </div>
            {team.status === 'ready' && team.total > TEAM_PAGE_SIZE && (
              <Pagination
                currentPageIndex={current}
                pagesCount={pageCount(team.total, TEAM_PAGE_SIZE)}
                onChange={({ detail }) => setCurrent(detail.currentPageIndex)}
              />
            )}
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
            <div className="ll-picker__list" data-testid="add-members-selected">
              {picked.length === 0 && (
                <Box color="text-body-secondary" padding="s">
                  {t('projectAddMembers.noneSelected')}
                </Box>
              )}
              {picked.map((p) => (
                <div key={p.userId} className="ll-picker__row">
                  <span>{p.account}</span>
                  <Button
                    variant="icon"
                    iconName="close"
                    ariaLabel={t('projectAddMembers.remove', { account: p.account })}
                    onClick={() => setPicked((list) => list.filter((x) => x.userId !== p.userId))}
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
