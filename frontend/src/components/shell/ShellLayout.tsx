import AppLayout from '@cloudscape-design/components/app-layout';
import { Outlet } from 'react-router-dom';
import { useSession } from '../../app/session.ts';
import { useSocketConnection } from '../../socket/index.ts';
import { TopBar } from './TopBar.tsx';

/** The signed-in user client: top bar, content; the socket is open while it is shown. */
export function ShellLayout() {
  const session = useSession();
  useSocketConnection(session.user?.userId);
  return (
    <>
      <div id="ll-top-bar" className="ll-top-bar">
        <TopBar />
      </div>
      <AppLayout
        headerSelector="#ll-top-bar"
        navigationHide
        toolsHide
        disableContentPaddings
        content={<Outlet />}
      />
    </>
  );
}
