import { REFRESH_TOKEN_SECONDS } from '@loopline/shared/constants';

/** Access and refresh tokens are kept in cookies (spec 2 §9). */
export const ACCESS_COOKIE = 'loopline-access-token';
export const REFRESH_COOKIE = 'loopline-refresh-token';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** Lifetime of the access token in seconds. */
  expiresIn: number;
}

export interface TokenStore {
  access(): string | undefined;
  refresh(): string | undefined;
  save(tokens: Tokens): void;
  /** Keeps only an access token (a token handed over in the URL). */
  saveAccess(accessToken: string, expiresIn: number): void;
  clear(): void;
}

/** Anything with a `document.cookie`-like property. */
export interface CookieJar {
  cookie: string;
}

export function readCookie(jar: CookieJar, name: string): string | undefined {
  for (const part of jar.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}

export function cookieTokenStore(jar: CookieJar, secure: boolean): TokenStore {
  const write = (name: string, value: string, maxAge: number) => {
    jar.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Strict${secure ? '; Secure' : ''}`;
  };
  return {
    access: () => readCookie(jar, ACCESS_COOKIE),
    refresh: () => readCookie(jar, REFRESH_COOKIE),
    save: ({ accessToken, refreshToken, expiresIn }) => {
      write(ACCESS_COOKIE, accessToken, expiresIn);
      write(REFRESH_COOKIE, refreshToken, REFRESH_TOKEN_SECONDS);
    },
    saveAccess: (accessToken, expiresIn) => write(ACCESS_COOKIE, accessToken, expiresIn),
    clear: () => {
      write(ACCESS_COOKIE, '', 0);
      write(REFRESH_COOKIE, '', 0);
    },
  };
}
