import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/useAppNavigate.ts';
import { MembershipComparison } from '../privilege/MembershipComparison.tsx';

/** The membership privilege comparison with an activate button (spec 2 §2), as the back office keeps it. */
export function PrivilegeDialog({
  visible,
  onClose,
  reason,
}: {
  visible: boolean;
  onClose: () => void;
  reason?: string;
}) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <Modal
      visible={visible}
      onDismiss={onClose}
      size="large"
      header={t('privilege.title')}
      data-testid="privilege-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {t('action.cancel')}
            </Button>
            <Button
              variant="primary"
              data-testid="privilege-activate"
              onClick={() => {
                onClose();
                navigate('/member-center');
              }}
            >
              {t('privilege.activate')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box>{reason ?? t('privilege.needed')}</Box>
        {/* Kept out of the page while hidden: the member centre shows the same comparison. */}
        {visible && <MembershipComparison enabled />}
      </SpaceBetween>
    </Modal>
  );
}
