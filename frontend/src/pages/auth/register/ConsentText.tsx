import Link from '@cloudscape-design/components/link';
import { Trans } from 'react-i18next';
import { currentClientId } from '../../../app/clientId.ts';
import { withClientId } from '../../../app/paths.ts';
import { currentLanguage } from '../../../i18n/index.ts';

/**
 * The sign-up consent with the User Agreement and Privacy Policy as links. They open in a new tab,
 * so reading them keeps what was typed; a click on a link inside the checkbox label does not tick it.
 */
export function ConsentText() {
  const lang = currentLanguage();
  const doc = (path: string, testId: string) => (
    <Link
      href={`#${withClientId(path, currentClientId())}`}
      external={false}
      target="_blank"
      data-testid={testId}
    />
  );
  return (
    <Trans
      i18nKey="register.agreement"
      components={{
        agreement: doc(`/userAgreement-${lang}`, 'register-user-agreement'),
        privacy: doc(`/privacyClause-${lang}`, 'register-privacy-policy'),
      }}
    />
  );
}
