import { useState } from 'react';
import { isApiError } from '../../../api/errors.ts';
import { needsMembership } from '../../../api/team.ts';
import { notify } from '../../../components/notifications/store.ts';
import { PrivilegeDialog } from '../../../components/shell/PrivilegeDialog.tsx';

/**
 * Inviting needs a membership with collaboration (spec 2 §6, §8): an ActivateMembership refusal
 * opens the membership privilege dialog; any other error is a toast. Answers the error handler and
 * the dialog to render.
 */
export function useMembershipGate() {
  const [reason, setReason] = useState<string | null>(null);
  const handle = (error: unknown) => {
    if (needsMembership(error)) setReason(isApiError(error) ? error.message : '');
    else if (isApiError(error)) {
      if (!error.notified) notify.error(error.message);
    } else notify.error(error instanceof Error ? error.message : String(error));
  };
  const dialog = (
    <PrivilegeDialog visible={reason !== null} onClose={() => setReason(null)} reason={reason || undefined} />
  );
  return { handle, dialog };
}
