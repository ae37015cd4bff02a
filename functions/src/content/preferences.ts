import { userPreference } from '../entities/userPreference.ts';

/** eip-preferences: what a user chose in the SPA (the file list's mode and columns), kept per user. */

export type Preferences = Record<string, unknown>;

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** One preference (null when never saved), or every one of the user's. */
export async function preferenceDetail(userId: string, key?: string): Promise<unknown> {
  if (key) {
    const { data } = await userPreference.get({ userId, key }).go();
    return data ? parse(data.value) : null;
  }
  const { data } = await userPreference.query.byUser({ userId }).go({ pages: 'all' });
  return Object.fromEntries(data.map((item) => [item.key, parse(item.value)])) as Preferences;
}

export async function savePreference(userId: string, key: string, value: unknown, now = new Date()) {
  await userPreference.put({ userId, key, value: JSON.stringify(value), updateTime: now.toISOString() }).go();
}

/** Removing a preference never saved is no error: the user is back at the default either way. */
export async function removePreferences(userId: string, keys: string[]) {
  await Promise.all(keys.map((key) => userPreference.delete({ userId, key }).go()));
}
