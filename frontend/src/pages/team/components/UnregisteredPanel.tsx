import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkUrl, saveLink, sendInviteSms } from '../../../api/team.ts';
import { notify } from '../../../components/notifications/store.ts';

/** Days a share link made for unregistered people stays usable. */
const SHARE_LINK_DAYS = 7;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * After an invitation with phones nobody registered (spec 2 §2, §4): copy a share link to the team
 * (made on request: 7 days, no approval, since the inviter chose these people) or text each phone
 * an invitation.
 */
export function UnregisteredPanel({
  phones,
  onError,
}: {
  phones: readonly string[];
  /** Errors of the calls (membership refusals open the privilege dialog). */
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [making, setMaking] = useState(false);
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState<string | null>(null);

  const copyLink = async () => {
    let text = url;
    if (!text) {
      setMaking(true);
      try {
        const link = (await saveLink(SHARE_LINK_DAYS, false)).data;
        text = linkUrl(link.code);
        setUrl(text);
      } catch (error) {
        onError(error);
        return;
      } finally {
        setMaking(false);
      }
    }
    if (await copyText(text)) notify.success(t('myTeam.share.copied'));
    else notify.info(t('myTeam.share.copyManually'));
  };

  const sms = async (phone: string) => {
    setSending(phone);
    try {
      const answer = await sendInviteSms(phone);
      setSent((all) => new Set([...all, phone]));
      notify.success(answer.msg || t('myTeam.share.smsSent', { phone }));
    } catch (error) {
      onError(error);
    } finally {
      setSending(null);
    }
  };

  return (
    <SpaceBetween size="m">
      <Box variant="p">{t('myTeam.share.intro', { count: phones.length })}</Box>
      <div className="ll-picker__list ll-team-unregistered" data-testid="unregistered-list">
        {phones.map((phone) => (
          <div key={phone} className="ll-picker__row" data-testid="unregistered-row">
            <span>{phone}</span>
            <Button
              variant="inline-link"
              iconName={sent.has(phone) ? 'status-positive' : 'envelope'}
              loading={sending === phone}
              disabled={sending !== null}
              onClick={() => void sms(phone)}
              data-testid={`sms-${phone}`}
            >
              {sent.has(phone) ? t('myTeam.share.smsAgain') : t('myTeam.share.sms')}
            </Button>
          </div>
        ))}
      </div>
      <FormField label={t('myTeam.share.link')} description={t('myTeam.share.linkHint')}>
        <div className="ll-team-link-row">
          <div className="ll-team-link-row__input">
            <Input
              value={url}
              readOnly
              placeholder={t('myTeam.share.linkPlaceholder')}
              ariaLabel={t('myTeam.share.link')}
              data-testid="share-link-url"
            />
          </div>
          <Button
            iconName="copy"
            loading={making}
            onClick={() => void copyLink()}
            data-testid="share-link-copy"
          >
            {t('myTeam.share.copy')}
          </Button>
        </div>
      </FormField>
    </SpaceBetween>
  );
}
