/**
 * The data scopes of the back office (spec 3 §6: roles carry grants of data scopes). A data scope
 * limits the rows a role's administrators see in one list. A role granted no scope of a list sees all
 * of the tenant's rows there (as before data scopes existed, and as the super role always does);
 * granted some, it sees the widest of them (all > department and below > department > own).
 */
export type DataScopeModule = 'platformUser' | 'project';
export type DataScopeKind = 'all' | 'deptTree' | 'dept' | 'own';

export interface DataScope {
  /** Stable id, stored in role grants. */
  code: string;
  module: DataScopeModule;
  kind: DataScopeKind;
  name: string;
  nameEn: string;
}

export const DATA_SCOPES: readonly DataScope[] = [
  {
    code: 'platformUser.all',
    module: 'platformUser',
    kind: 'all',
    name: '平台用户：全部',
    nameEn: 'Platform users: all',
  },
  {
    code: 'platformUser.deptTree',
    module: 'platformUser',
    kind: 'deptTree',
    name: '平台用户：本部门及下级',
    nameEn: 'Platform users: own department and below',
  },
  {
    code: 'platformUser.dept',
    module: 'platformUser',
    kind: 'dept',
    name: '平台用户：本部门',
    nameEn: 'Platform users: own department',
  },
  { code: 'project.all', module: 'project', kind: 'all', name: '项目：全部', nameEn: 'Projects: all' },
  {
    code: 'project.own',
    module: 'project',
    kind: 'own',
    name: '项目：本人创建',
    nameEn: 'Projects: created by me',
  },
];
