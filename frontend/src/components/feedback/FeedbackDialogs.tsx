import { MyFeedbackDialog } from './MyFeedbackDialog.tsx';
import { SubmitFeedbackDialog } from './SubmitFeedbackDialog.tsx';
import { closeFeedback, useFeedbackDialog, usePrimaryHost } from './state.ts';

/** Hosts the feedback dialogs that `openFeedback` opens (rendered by the first mounted host only). */
export function FeedbackDialogs() {
  const dialog = useFeedbackDialog();
  const primary = usePrimaryHost();
  if (!primary || !dialog) return null;
  if (dialog.kind === 'submit') return <SubmitFeedbackDialog onClose={closeFeedback} />;
  return <MyFeedbackDialog focusId={dialog.focusId} onClose={closeFeedback} />;
}
