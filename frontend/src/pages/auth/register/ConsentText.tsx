import Link from '@cloudscape-design/components/link';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { currentClientId } from '../../../app/clientId.ts';
import { withClientId } from '../../../app/paths.ts';
import { currentLanguage } from '../../../i18n/index.ts';

/** A document link inside the consent checkbox's label, opening in a new tab (what was typed stays). */
function DocumentLink({ to, testId, children }: { to: string; testId: string; children?: ReactNode }) {
  return (
    // The checkbox ticks on any click inside its label; a click on the link must not tick it.
    // biome-ignore lint/a11y/noStaticElementInteractions: only keeps the link's click from the checkbox
    <span onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      <Link href={`#${withClientId(to, currentClientId())}`} target="_blank" data-testid={testId}>
        {children}
      </Link>
    </span>
  );
}

/** The sign-up consent with the User Agreement and Privacy Policy as links. */
export function ConsentText() {
  const lang = currentLanguage();
  return (
    <Trans
      i18nKey="register.agreement"
      components={{
        agreement: <DocumentLink to={`/userAgreement-${lang}`} testId="register-user-agreement" />,
        privacy: <DocumentLink to={`/privacyClause-${lang}`} testId="register-privacy-policy" />,
      }}
    />
  );
}
