import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors.ts';
import { getSession, subscribe } from './session.ts';

/**
 * The one server-state cache of the SPA. The API client already refreshes an expired token and shows
 * failures, so queries never retry on their own (a retry would repeat the error toast), and they read
 * again when a page mounts or a mutation invalidates them, not on window focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
    mutations: { retry: false },
  },
});

/** The text a page shows for a failed read: the server's message, or the thrown value. */
export function errorText(error: unknown): string {
  return isApiError(error) ? error.message : error instanceof Error ? error.message : String(error);
}

// What one user has read must never show to the next: the cache is emptied whenever the signed-in
// user changes (sign-out, forced logout, a token handed over in the URL, another account).
let userId: string | null = null;
subscribe(() => {
  const session = getSession();
  if (session.status === 'loading') return;
  const next = session.status === 'signedIn' ? session.user.userId : null;
  if (next !== userId) {
    if (userId !== null) queryClient.clear();
    userId = next;
  }
});
