import { ErrorPage } from '../../../components/ErrorPage.tsx';

/** /500: the server failed; try again. */
export function ServerErrorPage() {
  return <ErrorPage code="500" testId="server-error-page" />;
}
