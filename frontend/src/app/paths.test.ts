import { describe, expect, it } from 'vitest';
import { afterSignIn, isSafeRedirect, loginPath, paths, registerPath, withClientId } from './paths.ts';

describe('paths', () => {
  it('carries the route to return to', () => {
    expect(loginPath('/wel/index?clientId=portal')).toBe(
      '/client_login?redirectUrl=%2Fwel%2Findex%3FclientId%3Dportal',
    );
    expect(loginPath()).toBe(paths.login);
    expect(registerPath()).toBe('/client_login?text=register');
  });

  it('accepts only in-app redirects', () => {
    expect(isSafeRedirect('/myproject/all')).toBe(true);
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'wel/index',
      '/client_login?x=1',
    ]) {
      expect(isSafeRedirect(bad), bad).toBe(false);
    }
  });

  it('goes home after sign-in unless a safe redirect was given', () => {
    expect(afterSignIn(null)).toBe(paths.home);
    expect(afterSignIn('//evil.example')).toBe(paths.home);
    expect(afterSignIn('/info/index')).toBe('/info/index');
  });
});

describe('withClientId', () => {
  it('adds the clientId when missing and keeps one already there', () => {
    expect(withClientId('/wel/index', 'portal')).toBe('/wel/index?clientId=portal');
    expect(withClientId('/client_login?text=register', 'portal')).toBe(
      '/client_login?text=register&clientId=portal',
    );
    expect(withClientId('/x?clientId=AppStore', 'portal')).toBe('/x?clientId=AppStore');
  });
});
