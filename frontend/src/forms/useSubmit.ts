import { useState } from 'react';

/**
 * A form's submit: nothing until `valid()` passes, then `action`, with `submitting` true meanwhile.
 * A refusal needs nothing here: the API client has shown the server's message.
 */
export function useSubmit(valid: () => boolean, action: () => Promise<void>) {
  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    if (!valid()) return;
    setSubmitting(true);
    try {
      await action();
    } catch {
      // Shown by the API client.
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, submit };
}
