import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { linkUrl, type TeamLink, type TeamMember } from '../../../api/team.ts';
import { formatDateTime } from '../../../app/format.ts';
import { LinkStateLabel } from '../components/StatusLabels.tsx';
import { linkState } from '../rules.ts';

/** A team member's role: team administrator or member. */
export function TeamRole({ roleStatus }: { roleStatus?: string }) {
  const { t } = useTranslation();
  return roleStatus === 'admin' ? (
    <Badge color="green">{t('myTeam.role.admin')}</Badge>
  ) : (
    <span>{t('myTeam.role.user')}</span>
  );
}

/** The members table's columns: account (the sort column), name, phone, e-mail, role, joined. */
export function teamMemberColumns(t: TFunction): TableProps.ColumnDefinition<TeamMember>[] {
  return [
    {
      id: 'account',
      header: t('myTeam.column.account'),
      cell: (row) => row.account,
      sortingField: 'account',
      isRowHeader: true,
    },
    { id: 'name', header: t('myTeam.column.name'), cell: (row) => row.memberName || '-' },
    { id: 'phone', header: t('myTeam.column.phone'), cell: (row) => row.phone || '-' },
    { id: 'email', header: t('myTeam.column.email'), cell: (row) => row.email || '-' },
    { id: 'role', header: t('myTeam.column.role'), cell: (row) => <TeamRole roleStatus={row.roleStatus} /> },
    {
      id: 'joined',
      header: t('myTeam.column.joined'),
      cell: (row) => (row.joinTime ? formatDateTime(row.joinTime) : '-'),
    },
  ];
}

/** The invitation links' columns: the link (copyable while active), created, expiry, approval, state, cancel. */
export function linkColumns(
  t: TFunction,
  onCancel: (link: TeamLink) => void,
): TableProps.ColumnDefinition<TeamLink>[] {
  return [
    {
      id: 'link',
      header: t('myTeam.links.link'),
      cell: (row) =>
        linkState(row) === 'active' ? (
          <span data-testid="link-url" data-code={row.code}>
            <CopyToClipboard
              variant="inline"
              textToCopy={linkUrl(row.code)}
              copyButtonAriaLabel={t('myTeam.share.copy')}
              copySuccessText={t('myTeam.share.copied')}
              copyErrorText={t('myTeam.share.copyManually')}
            />
          </span>
        ) : (
          <Box color="text-body-secondary">{row.code}</Box>
        ),
      minWidth: 320,
    },
    {
      id: 'created',
      header: t('myTeam.links.createdAt'),
      cell: (row) => formatDateTime(row.createTime),
    },
    {
      id: 'expires',
      header: t('myTeam.links.expires'),
      cell: (row) => (row.expireTime ? formatDateTime(row.expireTime) : t('myTeam.links.permanent')),
    },
    {
      id: 'approval',
      header: t('myTeam.links.approval'),
      cell: (row) => (row.needApproval ? t('myTeam.links.approvalYes') : t('myTeam.links.approvalNo')),
    },
    {
      id: 'status',
      header: t('myTeam.column.status'),
      cell: (row) => <LinkStateLabel state={linkState(row)} />,
    },
    {
      id: 'actions',
      header: t('myTeam.column.actions'),
      cell: (row) =>
        linkState(row) === 'active' ? (
          <Button variant="inline-link" onClick={() => onCancel(row)} data-testid={`link-cancel-${row.code}`}>
            {t('myTeam.links.cancel')}
          </Button>
        ) : (
          '-'
        ),
    },
  ];
}
