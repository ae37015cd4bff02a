import type { Page } from '@loopline/shared';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ServerPagedTable, type ServerPagedTableProps } from '../paged/ServerPagedTable.tsx';
import { type PageRequest, usePagedQuery } from '../paged/usePagedQuery.ts';
import { DEFAULT_MEMBER_PAGE_SIZE, MEMBER_PAGE_SIZES } from '../paging.ts';

/** One page of members as a member list asks for it (account search, account order). */
export type MemberPageRequest = PageRequest;

/** The paged query behind a member table: 100 rows a page unless the user picks more. */
export function useMemberPages<T>(
  queryKey: QueryKey,
  load: (request: MemberPageRequest) => Promise<Page<T>>,
  enabled = true,
) {
  return usePagedQuery({ queryKey, load, defaultSize: DEFAULT_MEMBER_PAGE_SIZE, enabled });
}

export type MemberTableProps<T extends { account: string }> = Omit<
  ServerPagedTableProps<T>,
  'loadingText' | 'searchText' | 'noMatchText' | 'sortingColumnId' | 'pageSizes' | 'itemLabel'
> & { loadingText?: string; searchText?: string };

/**
 * A member table with the rules of spec 2 §2/§5/§9 (project members, group members, team members):
 * sorted by account either way, a case-insensitive search on account or name, multi-select, pages of
 * 100, 200, 500 or 1000 (100 by default). Paging, sorting and searching happen on the server.
 */
export function MemberTable<T extends { account: string }>({
  loadingText,
  searchText,
  ...props
}: MemberTableProps<T>) {
  const { t } = useTranslation();
  return (
    <ServerPagedTable<T>
      {...props}
      loadingText={loadingText ?? t('projectMembers.loading')}
      searchText={searchText ?? t('projectMembers.search')}
      noMatchText={t('projectMembers.noMatch')}
      sortingColumnId="account"
      pageSizes={MEMBER_PAGE_SIZES}
      itemLabel={(row) => row.account}
    />
  );
}
