import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { platformUserDetail } from '../../../api/console.ts';
import { adminUserSpace } from '../../../api/membership.ts';
import { formatBytes, formatDate, formatDateTime } from '../../../app/format.ts';
import { platformKeys } from '../queries.ts';
import { statusLabel } from './status.ts';

/** User detail (spec 3 §3): profile, status, membership and space. */
export function DetailDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useQuery({
    queryKey: platformKeys.platformUser(userId),
    queryFn: () => platformUserDetail(userId),
  });
  const space = useQuery({
    queryKey: platformKeys.userSpace(detail.data?.account ?? ''),
    queryFn: () => adminUserSpace(detail.data!.account),
    enabled: Boolean(detail.data),
  });
  const d = detail.data;
  const s = space.data;
  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={t('platformUsers.detail')}
      data-testid="platform-user-detail"
      footer={
        <Box float="right">
          <Button onClick={onClose}>{t('action.close')}</Button>
        </Box>
      }
    >
      {!d ? (
        <Spinner />
      ) : (
        <SpaceBetween size="l">
          <KeyValuePairs
            columns={3}
            items={[
              { label: t('platformUsers.account'), value: d.account },
              { label: t('platformUsers.realName'), value: d.realName || '—' },
              { label: t('platformUsers.nickName'), value: d.nickName || '—' },
              { label: t('platformUsers.gender'), value: t(`platformUsers.gender${d.gender}`) },
              { label: t('platformUsers.birthday'), value: d.birthday || '—' },
              { label: t('platformUsers.company'), value: d.companyName || '—' },
              { label: t('platformUsers.position'), value: d.position || '—' },
              { label: t('platformUsers.phone'), value: d.phone || '—' },
              { label: t('platformUsers.email'), value: d.email || '—' },
              { label: t('crud.status'), value: t(statusLabel(d)) },
              { label: t('platformUsers.createdAt'), value: formatDateTime(d.createdAt) },
              {
                label: t('platformUsers.lastLogin'),
                value: d.lastLoginAt ? formatDateTime(d.lastLoginAt) : '—',
              },
            ]}
          />
          {s && (
            <KeyValuePairs
              columns={3}
              items={[
                {
                  label: t('platformUsers.membership'),
                  value: i18n.language.startsWith('en') ? s.memberNameEn : s.memberName,
                },
                {
                  label: t('platformUsers.memberUntil'),
                  value: s.memberDate ? formatDate(s.memberDate) : '—',
                },
                {
                  label: t('platformUsers.space'),
                  value: `${formatBytes(s.occupySpace)} / ${formatBytes(s.personalSpace)}`,
                },
              ]}
            />
          )}
        </SpaceBetween>
      )}
    </Modal>
  );
}
