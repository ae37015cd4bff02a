import type { Page } from '@loopline/shared';
import type { ClientExplainBody, HelpArea } from '@loopline/shared/contracts/content';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type {
  ClientPrivilege,
  Privilege,
  PrivilegeRemoveBody,
  PrivilegeSubmitBody,
} from '@loopline/shared/contracts/privilege';
import { http } from './client.ts';
import type { ClientExplain } from './content.ts';

/** Membership privileges (cloudPrivilege) and the comparison's reads (issue 18). */
export type { ClientPrivilege, Privilege };
export type PrivilegeInput = RequestInput<typeof PrivilegeSubmitBody>;

export const listPrivileges = (query: { current: number; size: number } & Record<string, string | number>) =>
  http.get<Page<Privilege>>('/api/cloudPrivilege/list', query).then((e) => e.data);
export const submitPrivilege = (input: PrivilegeInput) =>
  http.post<Privilege>('/api/cloudPrivilege/submit', input satisfies PrivilegeInput);
export const removePrivileges = (ids: string[]) =>
  http.post<null>('/api/cloudPrivilege/remove', {
    ids: ids.join(','),
  } satisfies RequestInput<typeof PrivilegeRemoveBody>);
/** The comparison's privilege rows, in the reader's language. */
export const clientPrivileges = () =>
  http
    .get<ClientPrivilege[]>('/api/cloud/equity/preview/list', undefined, { silent: true })
    .then((e) => e.data);
/** One help area's shown items (the privilege explanation, the fee rules), in the reader's language. */
export const areaExplains = (area: HelpArea) =>
  http
    .post<ClientExplain[]>(
      '/api/cloudExplain/explainManage/getClientExplain',
      { area } satisfies RequestInput<typeof ClientExplainBody>,
      { silent: true },
    )
    .then((e) => e.data);
