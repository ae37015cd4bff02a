export { FeedbackDialogs } from './FeedbackDialogs.tsx';
export { MyFeedbackDialog } from './MyFeedbackDialog.tsx';
export { SubmitFeedbackDialog } from './SubmitFeedbackDialog.tsx';
export { closeFeedback, openFeedback } from './state.ts';
