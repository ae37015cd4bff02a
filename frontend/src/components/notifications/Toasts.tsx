import Flashbar, { type FlashbarProps } from '@cloudscape-design/components/flashbar';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getToasts, notify, subscribeToasts } from './store.ts';

/** The toast stack, fixed at the top of the window above every layout. */
export function Toasts() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts);
  const items: FlashbarProps.MessageDefinition[] = toasts.map((toast) => ({
    id: String(toast.id),
    type: toast.type,
    content: toast.content,
    dismissible: true,
    dismissLabel: t('toast.dismiss'),
    onDismiss: () => notify.dismiss(toast.id),
  }));
  return (
    <div className="ll-toasts" data-testid="toasts">
      <Flashbar items={items} stackItems={items.length > 2} />
    </div>
  );
}
