import { ErrorPage } from '../../../components/ErrorPage.tsx';

/** /404, where unknown routes land. */
export function NotFoundPage() {
  return <ErrorPage code="404" testId="not-found-page" />;
}
