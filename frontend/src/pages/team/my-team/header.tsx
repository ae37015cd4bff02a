import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

/** The members tab's header: the count, remove (with rows picked), batch invite and invite. */
export function TeamMembersHeader({
  counter,
  selectedCount,
  onOpen,
}: {
  counter: string | undefined;
  selectedCount: number;
  onOpen: (dialog: 'invite' | 'batch' | 'remove') => void;
}) {
  const { t } = useTranslation();
  return (
    <Header
      counter={counter}
      description={t('myTeam.membersDescription')}
      actions={
        <SpaceBetween size="xs" direction="horizontal">
          <Button disabled={selectedCount === 0} onClick={() => onOpen('remove')} data-testid="team-remove">
            {t('myTeam.remove')}
          </Button>
          <Button iconName="upload" onClick={() => onOpen('batch')} data-testid="team-batch">
            {t('myTeam.batch.open')}
          </Button>
          <Button
            variant="primary"
            iconName="add-plus"
            onClick={() => onOpen('invite')}
            data-testid="team-invite"
          >
            {t('myTeam.invite.open')}
          </Button>
        </SpaceBetween>
      }
    >
      {t('myTeam.membersTitle')}
    </Header>
  );
}
