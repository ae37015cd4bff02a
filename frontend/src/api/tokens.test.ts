import { describe, expect, it } from 'vitest';
import { ACCESS_COOKIE, type CookieJar, cookieTokenStore, REFRESH_COOKIE, readCookie } from './tokens.ts';

/** A cookie jar that behaves like document.cookie for name=value pairs and Max-Age. */
function fakeJar(): CookieJar & { written: string[] } {
  const values = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair, ...attributes] = line.split(';').map((s) => s.trim());
      const [name, value] = pair!.split('=') as [string, string];
      if (attributes.includes('Max-Age=0')) values.delete(name);
      else values.set(name, value);
    },
  };
}

describe('cookieTokenStore', () => {
  it('keeps both tokens in cookies and clears them', () => {
    const jar = fakeJar();
    const store = cookieTokenStore(jar, true);
    expect(store.access()).toBeUndefined();
    store.save({ accessToken: 'a.b=c', refreshToken: 'r1', expiresIn: 3000 });
    expect(store.access()).toBe('a.b=c');
    expect(store.refresh()).toBe('r1');
    expect(jar.written[0]).toBe(`${ACCESS_COOKIE}=a.b%3Dc; Path=/; Max-Age=3000; SameSite=Strict; Secure`);
    expect(jar.written[1]).toContain(`${REFRESH_COOKIE}=r1; Path=/; Max-Age=604800`);
    store.clear();
    expect(store.access()).toBeUndefined();
    expect(store.refresh()).toBeUndefined();
  });

  it('reads one cookie among others', () => {
    expect(readCookie({ cookie: 'x=1; loopline-access-token=abc; y=2' }, ACCESS_COOKIE)).toBe('abc');
    expect(readCookie({ cookie: '' }, ACCESS_COOKIE)).toBeUndefined();
  });
});
