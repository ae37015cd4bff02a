import { describe, expect, it } from 'vitest';
import {
  cleanLinkSearch,
  identityRedirect,
  isAdminPath,
  isPublicPath,
  landingFor,
  linkRedirect,
  roleAllows,
} from './guard.ts';

const user = { isAdmin: false, roleName: 'user', account: 'demo' };
const admin = { isAdmin: true, roleName: 'administrator', account: 'admin' };
const bladex = { isAdmin: true, roleName: 'bladex_admin', account: 'root' };

describe('route guard', () => {
  it('knows the public routes', () => {
    for (const path of ['/client_login', '/userAgreement-zh', '/SDK/info-en', '/404', '/activity/invite'])
      expect(isPublicPath(path), path).toBe(true);
    for (const path of ['/wel/index', '/info/index', '/platform/admin/index'])
      expect(isPublicPath(path), path).toBe(false);
  });

  it('keeps admins on admin routes and everybody else off them', () => {
    expect(isAdminPath('/platform/user/index')).toBe(true);
    expect(isAdminPath('/platformer')).toBe(false);
    expect(identityRedirect('/wel/index', user)).toBeNull();
    expect(identityRedirect('/platform/admin/index', user)).toBe('/404');
    expect(identityRedirect('/platform/admin/index', admin)).toBeNull();
    expect(identityRedirect('/info/index', admin)).toBe('/404');
    expect(identityRedirect('/wel/index', admin, '/platform/x')).toBe('/platform/x');
    expect(identityRedirect('/lock', admin)).toBeNull();
    expect(identityRedirect('/userAgreement-en', admin)).toBeNull();
  });

  it('always sends bladex identities to user management', () => {
    expect(identityRedirect('/wel/index', bladex)).toBe('/platform/user/index');
    expect(identityRedirect('/platform/admin/index', bladex)).toBe('/platform/user/index');
    expect(identityRedirect('/platform/user/index', bladex)).toBeNull();
    expect(landingFor(bladex, '/platform/admin/index')).toBe('/platform/user/index');
    expect(landingFor(admin, '/platform/admin/index')).toBe('/platform/admin/index');
    expect(landingFor(user, '/platform/admin/index')).toBe('/wel/index');
  });

  it('shows menu items only to roles in their list', () => {
    expect(roleAllows(undefined, ['user'])).toBe(true);
    expect(roleAllows(['administrator'], ['user'])).toBe(false);
    expect(roleAllows(['administrator', 'user'], ['user'])).toBe(true);
  });
});

describe('share and invite links', () => {
  it('cuts trailing junk from ids and drops empty values', () => {
    expect(cleanLinkSearch('?id=abc123%EF%BC%8C%E8%AF%B7%E6%9F%A5%E6%94%B6&clientId=portal')).toBe(
      '?id=abc123&clientId=portal',
    );
    expect(cleanLinkSearch('?id=a-b_c)&dirId=&projectId=p1%20copy')).toBe('?id=a-b_c&projectId=p1');
    expect(cleanLinkSearch('')).toBe('');
  });

  it('cleans desktop links in place and sends mobile ones to the app pages', () => {
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140';
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';
    expect(linkRedirect('/file/linkSharing', '?id=x1%E3%80%82', desktop)).toBe('/file/linkSharing?id=x1');
    expect(linkRedirect('/file/linkSharing', '?id=x1', desktop)).toBeNull();
    expect(linkRedirect('/file/linkSharing', '?id=x1', phone)).toBe('/app-jumper?id=x1');
    expect(linkRedirect('/joinMyTeam/link-invite', '?id=t1', phone)).toBe('/app-joinMyTeam?id=t1');
    expect(linkRedirect('/joinMyProject/link-invite', '?id=p1!!', phone)).toBe('/app-joinMyProject?id=p1');
    expect(linkRedirect('/wel/index', '?x=1)', phone)).toBeNull();
  });
});
