import type { ReactNode } from 'react';

/**
 * A form whose submit (its submit button, or Enter in a field) runs `onSubmit` instead of loading a
 * page. The browser's own checks are off: the form's rules speak, in the page's language.
 */
export function SubmitForm({
  onSubmit,
  testId,
  children,
}: {
  onSubmit: () => Promise<void>;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
