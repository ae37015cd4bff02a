import { useEffect, useId, useSyncExternalStore } from 'react';

/**
 * Which feedback dialog is open: the submit form or "my feedback" (optionally pointing at one
 * feedback). The avatar menu and the message drawer open them with `openFeedback`; one host
 * (`FeedbackDialogs`) renders them, however many are mounted.
 */
export type FeedbackDialog = { kind: 'submit' } | { kind: 'mine'; focusId?: string } | null;

let open: FeedbackDialog = null;
const hosts: string[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function openFeedback(kind: 'submit' | 'mine', focusId?: string) {
  open = kind === 'submit' ? { kind } : { kind, focusId };
  emit();
}

export function closeFeedback() {
  open = null;
  emit();
}

export function useFeedbackDialog(): FeedbackDialog {
  return useSyncExternalStore(subscribe, () => open);
}

/** True for the first mounted host only, so the dialogs exist once. */
export function usePrimaryHost(): boolean {
  const id = useId();
  useEffect(() => {
    hosts.push(id);
    emit();
    return () => {
      hosts.splice(hosts.indexOf(id), 1);
      emit();
    };
  }, [id]);
  return useSyncExternalStore(subscribe, () => hosts[0] === id);
}
