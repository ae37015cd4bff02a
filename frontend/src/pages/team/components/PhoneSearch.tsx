import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { findByPhone } from '../../../api/team.ts';
import { errorText } from '../../../app/queryClient.ts';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { teamKeys } from '../queries.ts';
import { type InviteEntry, isPhone, searchablePhone } from '../rules.ts';

/**
 * What the phone typed finds: nothing until exactly 11 digits; then the registered person (to add,
 * or marked as already in the team), or the phone itself to invite unregistered.
 */
export function PhoneSearch({ text, onAdd }: { text: string; onAdd: (entry: InviteEntry) => void }) {
  const { t } = useTranslation();
  const phone = searchablePhone(text);
  const search = useQuery({
    queryKey: teamKeys.phone(phone ?? ''),
    queryFn: () => findByPhone(phone ?? ''),
    enabled: Boolean(phone),
    gcTime: 0,
  });

  if (!text.trim())
    return (
      <Box color="text-body-secondary" padding="s">
        {t('myTeam.invite.hint')}
      </Box>
    );
  if (!phone)
    return (
      <Box color="text-body-secondary" padding="s" data-testid="invite-search-waiting">
        {t('myTeam.invite.typeMore')}
      </Box>
    );
  if (search.isPending) return <Spinner />;
  if (search.isError)
    return (
      <Box color="text-status-error" padding="s" data-testid="invite-search-error">
        {errorText(search.error)}
      </Box>
    );
  const match = search.data;
  if (!match)
    return (
      <div className="ll-picker__row" data-testid="invite-search-none">
        <SpaceBetween size="xxs">
          <span>{phone}</span>
          <Box color="text-body-secondary" fontSize="body-s">
            {t('myTeam.nonExistent')}
          </Box>
        </SpaceBetween>
        <Button
          variant="inline-link"
          iconName="add-plus"
          disabled={!isPhone(phone)}
          onClick={() => onAdd({ phone })}
          data-testid="invite-add-unregistered"
        >
          {t('myTeam.invite.addUnregistered')}
        </Button>
      </div>
    );
  return (
    <div className="ll-picker__row" data-testid="invite-search-result">
      <span className="ll-team-person">
        <UserAvatar id={match.avatar} name={match.memberName || match.account} size={28} />
        <span>
          {match.account}
          {match.memberName && match.memberName !== match.account && (
            <Box variant="span" color="text-body-secondary">{` · ${match.memberName}`}</Box>
          )}
          <Box color="text-body-secondary" fontSize="body-s">
            {match.phone}
          </Box>
        </span>
      </span>
      {match.inTeam ? (
        <Badge color="grey">{t('myTeam.invite.inTeam')}</Badge>
      ) : (
        <Button
          variant="inline-link"
          iconName="add-plus"
          onClick={() =>
            onAdd({
              phone: match.phone,
              userId: match.id,
              account: match.account,
              memberName: match.memberName,
            })
          }
          data-testid="invite-add"
        >
          {t('myTeam.invite.add')}
        </Button>
      )}
    </div>
  );
}
