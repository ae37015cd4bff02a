export { MessageDrawer } from './MessageDrawer.tsx';
export { NoticeBell } from './NoticeBell.tsx';
export { NoticePopDialog } from './NoticePopDialog.tsx';
export { refreshUnread, useUnreadCount } from './state.ts';
