import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useEscapeKey } from './useEscapeKey.ts';

/**
 * A panel on the right edge of the window, over the page and the top bar, for content too wide
 * for a popover (the upload lists). It is rendered into the document body beneath Cloudscape's
 * modals (5000), so a dialog it opens is on top and takes the focus; a Cloudscape popover in a
 * portal would sit at 7000, above such a dialog. Escape and the close button close it.
 */
export function SidePanel({
  open,
  onClose,
  header,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  header: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const panel = useRef<HTMLElement>(null);
  useEscapeKey(open, onClose);
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  if (!open) return null;
  return createPortal(
    <aside
      ref={panel}
      className="ll-side-panel"
      data-testid={testId}
      aria-label={typeof header === 'string' ? header : undefined}
      tabIndex={-1}
    >
      <div className="ll-side-panel__header">
        <Header
          variant="h2"
          actions={
            <Button
              variant="icon"
              iconName="close"
              ariaLabel={t('action.close')}
              onClick={onClose}
              data-testid={`${testId}-close`}
            />
          }
        >
          {header}
        </Header>
      </div>
      <div className="ll-side-panel__body">{children}</div>
    </aside>,
    document.body,
  );
}
