export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  type: ToastType;
  content: string;
}

const LIFETIME_MS: Record<ToastType, number> = { success: 4000, info: 5000, warning: 8000, error: 8000 };

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  if (toasts.some((toast) => toast.id === id)) emit(toasts.filter((toast) => toast.id !== id));
}

function push(type: ToastType, content: string) {
  // The same message twice at once (parallel calls failing alike) is shown once.
  if (toasts.some((toast) => toast.type === type && toast.content === content)) return;
  const id = nextId++;
  emit([...toasts, { id, type, content }]);
  setTimeout(() => dismiss(id), LIFETIME_MS[type]);
}

function clear() {
  if (toasts.length > 0) emit([]);
}

/** Toasts shown over every page (server errors, confirmations); read by <Toasts />. */
export const notify = {
  success: (content: string) => push('success', content),
  info: (content: string) => push('info', content),
  warning: (content: string) => push('warning', content),
  error: (content: string) => push('error', content),
  dismiss,
  /** Drops every toast (a new session starts clean). */
  clear,
};

export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): readonly Toast[] {
  return toasts;
}
