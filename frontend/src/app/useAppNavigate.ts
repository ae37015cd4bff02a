import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentClientId } from './clientId.ts';
import { withClientId } from './paths.ts';

/** Navigates inside the app, keeping the session's clientId in the URL. */
export function useAppNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (path: string, options?: { replace?: boolean; state?: unknown }) =>
      navigate(withClientId(path, currentClientId()), options),
    [navigate],
  );
}
