import { ErrorPage } from '../../../components/ErrorPage.tsx';

/** /403: signed in, but not allowed here. */
export function ForbiddenPage() {
  return <ErrorPage code="403" testId="forbidden-page" />;
}
