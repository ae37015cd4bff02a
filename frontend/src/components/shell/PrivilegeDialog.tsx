import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/useAppNavigate.ts';

/** Equities of the tiers, as the membership privilege comparison shows them (docs/decisions.md). */
const ROWS = [
  { key: 'storage', values: ['5 GB', '100 GB', '500 GB', '2 TB'] },
  { key: 'parse', values: ['20', '200', '∞', '∞'] },
  { key: 'project', values: ['5', '50', '∞', '∞'] },
  { key: 'projectUserNum', values: ['10', '50', '200', '∞'] },
  { key: 'apps', values: ['basic', 'all', 'all', 'all'] },
] as const;

/** The membership privilege comparison with an activate button (spec 2 §2). */
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
  const cell = (value: string) =>
    value === 'basic' || value === 'all' ? t(`privilege.apps.${value}`) : value;
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
        <Table
          variant="embedded"
          items={[...ROWS]}
          columnDefinitions={[
            { id: 'equity', header: t('privilege.equity'), cell: (row) => t(`privilege.row.${row.key}`) },
            { id: 'free', header: t('privilege.tier.nonMember'), cell: (row) => cell(row.values[0]) },
            { id: 'vip', header: t('privilege.tier.member'), cell: (row) => cell(row.values[1]) },
            { id: 'svip', header: t('privilege.tier.superMember'), cell: (row) => cell(row.values[2]) },
            { id: 'ent', header: t('privilege.tier.enterpriseMember'), cell: (row) => cell(row.values[3]) },
          ]}
        />
      </SpaceBetween>
    </Modal>
  );
}
