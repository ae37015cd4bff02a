import { type ReactNode, useEffect } from 'react';
import { useSession } from '../app/session.ts';
import { hasTokens, loadCurrentUser } from '../app/sessionActions.ts';
import { TopBar } from '../components/shell/TopBar.tsx';

/** Public pages: the top bar (sign-in and register when signed out), then the page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  useEffect(() => {
    if (hasTokens() && session.status === 'anonymous') void loadCurrentUser();
  }, [session.status]);
  return (
    <div className="ll-public">
      <div className="ll-top-bar">
        <TopBar />
      </div>
      <main className="ll-public__main">{children}</main>
    </div>
  );
}
