import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { storageUsage } from '@loopline/shared';
import { useTranslation } from 'react-i18next';
import type { UserSpace } from '../../api/account.ts';
import { useUserSpace } from '../../app/accountQueries.ts';
import { formatBytes, formatDate } from '../../app/format.ts';
import { useAppNavigate } from '../../app/useAppNavigate.ts';
import { UserAvatar } from '../UserAvatar.tsx';

/** The user space card (spec 2 §2): avatar, account, grade, space, validity, parse balance. */
export function SpaceCard({ space }: { space: UserSpace }) {
  const { t, i18n } = useTranslation();
  const usage = storageUsage(space.occupySpace, space.personalSpace);
  const grade = i18n.language === 'en' ? space.memberNameEn : space.memberName;
  return (
    <SpaceBetween size="l">
      <SpaceBetween size="s" direction="horizontal" alignItems="center">
        <UserAvatar id={space.avatar} name={space.account} size={48} />
        <div>
          <Box variant="h3" margin="n">
            {space.account}
          </Box>
          <Box color="text-body-secondary" data-testid="space-grade">
            {grade}
          </Box>
        </div>
      </SpaceBetween>
      <div
        className={`ll-space-bar ll-space-bar--${usage.status}`}
        data-testid="space-usage"
        data-status={usage.status}
      >
        <ProgressBar
          value={usage.percent}
          status={usage.status === 'full' ? 'error' : 'in-progress'}
          label={t('space.used')}
          description={t('space.usedOf', {
            used: formatBytes(space.occupySpace),
            total: formatBytes(space.personalSpace),
          })}
          additionalInfo={usage.status === 'full' ? t('space.full') : undefined}
          resultText={t('space.full')}
        />
      </div>
      <KeyValuePairs
        columns={2}
        items={[
          {
            label: t('space.validity'),
            value: space.memberDate ? formatDate(space.memberDate) : t('space.forever'),
          },
          {
            label: t('space.parse'),
            value: (
              <span data-testid="space-parse">
                {space.parseCount === -1
                  ? t('space.unlimited')
                  : t('space.times', { count: space.parseCount })}
              </span>
            ),
          },
        ]}
      />
    </SpaceBetween>
  );
}

/** The card's content in the dialog, read afresh each time it opens. */
function SpaceCardBody() {
  const { t } = useTranslation();
  const query = useUserSpace({ fresh: true });
  if (query.error && !query.isFetching)
    return (
      <Alert type="error" action={<Button onClick={() => void query.refetch()}>{t('action.retry')}</Button>}>
        {t('space.loadFailed')}
      </Alert>
    );
  return query.data && !query.isFetching ? (
    <SpaceCard space={query.data} />
  ) : (
    <Box textAlign="center" padding="l">
      <Spinner size="large" />
    </Box>
  );
}

/** The card in a dialog, with view-space and recharge buttons; loading and error states. */
export function SpaceCardModal({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  return (
    <Modal
      visible={visible}
      onDismiss={onClose}
      header={t('space.title')}
      data-testid="space-card"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={() => go('/info/index?tab=space')} data-testid="space-view">
              {t('space.view')}
            </Button>
            <Button
              variant="primary"
              onClick={() => go('/member-center?paymentType=expansion')}
              data-testid="space-recharge"
            >
              {t('space.recharge')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {visible && <SpaceCardBody />}
    </Modal>
  );
}
