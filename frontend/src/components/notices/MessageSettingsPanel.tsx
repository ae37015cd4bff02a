import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { LANGUAGES, type Language } from '@loopline/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MessageSettings, messageSettings, saveMessageSettings } from '../../api/notice.ts';
import { notify } from '../notifications/store.ts';
import { noticeKeys } from './queries.ts';

/**
 * Message settings (spec 2 §2): a checkbox per message type, grouped by group name; a cleared box
 * switches the type off (sent as a comma-joined list). Also the languages platform notices come in.
 */
export function MessageSettingsPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  // Read afresh each time the panel opens: the form starts from what the server has now.
  const query = useQuery({ queryKey: noticeKeys.settings(), queryFn: messageSettings, gcTime: 0 });
  if (query.isError) return <Alert type="error">{t('notices.settingsLoadFailed')}</Alert>;
  if (!query.data)
    return (
      <Box textAlign="center" padding="l">
        <Spinner />
      </Box>
    );
  return <SettingsForm settings={query.data} onDone={onDone} />;
}

/** The settings form, starting from the loaded settings. */
function SettingsForm({ settings, onDone }: { settings: MessageSettings; onDone: () => void }) {
  const { t } = useTranslation();
  const [off, setOff] = useState(() => new Set(settings.messageTypes.split(',').filter(Boolean)));
  const [languages, setLanguages] = useState(
    () => new Set(settings.noticeLanguages.split(',').filter(Boolean) as Language[]),
  );
  const [saving, setSaving] = useState(false);
  const [languageError, setLanguageError] = useState(false);

  const groups = [...new Set(settings.list.map((m) => m.groupName))];
  const toggle = (type: string, on: boolean) =>
    setOff((current) => {
      const next = new Set(current);
      if (on) next.delete(type);
      else next.add(type);
      return next;
    });
  const save = async () => {
    if (languages.size === 0) {
      setLanguageError(true);
      return;
    }
    setSaving(true);
    try {
      const ordered = settings.list.map((m) => m.messageType).filter((type) => off.has(type));
      const res = await saveMessageSettings(
        ordered.join(','),
        LANGUAGES.filter((l) => languages.has(l)).join(','),
      );
      notify.success(res.msg);
      onDone();
    } catch {
      setSaving(false);
    }
  };

  return (
    <div className="ll-msg-drawer__list ll-msg-drawer__settings" data-testid="message-settings">
      <SpaceBetween size="l">
        <Box color="text-body-secondary">{t('notices.settingsIntro')}</Box>
        {groups.map((group) => (
          <div key={group} data-testid="message-settings-group">
            <Box variant="h4" padding={{ bottom: 'xs' }}>
              {group}
            </Box>
            <div className="ll-settings__grid">
              {settings.list
                .filter((m) => m.groupName === group)
                .map((m) => (
                  <Checkbox
                    key={m.messageType}
                    checked={!off.has(m.messageType)}
                    onChange={({ detail }) => toggle(m.messageType, detail.checked)}
                    data-testid={`message-type-${m.messageType}`}
                  >
                    {m.messageName}
                  </Checkbox>
                ))}
            </div>
          </div>
        ))}
        <div>
          <Box variant="h4" padding={{ bottom: 'xs' }}>
            {t('notices.languagesTitle')}
          </Box>
          <Box color="text-body-secondary" fontSize="body-s" padding={{ bottom: 'xs' }}>
            {t('notices.languagesHint')}
          </Box>
          <SpaceBetween direction="horizontal" size="l">
            {LANGUAGES.map((language) => (
              <Checkbox
                key={language}
                checked={languages.has(language)}
                data-testid={`notice-language-${language}`}
                onChange={({ detail }) => {
                  setLanguageError(false);
                  setLanguages((current) => {
                    const next = new Set(current);
                    if (detail.checked) next.add(language);
                    else next.delete(language);
                    return next;
                  });
                }}
              >
                {t(`lang.${language}`)}
              </Checkbox>
            ))}
          </SpaceBetween>
          {languageError && (
            <Box color="text-status-error" fontSize="body-s" padding={{ top: 'xs' }}>
              {t('notice.languagesInvalid')}
            </Box>
          )}
        </div>
        <SpaceBetween direction="horizontal" size="xs">
          <Button onClick={onDone}>{t('notices.cancel')}</Button>
          <Button
            variant="primary"
            loading={saving}
            onClick={() => void save()}
            data-testid="message-settings-save"
          >
            {t('notices.save')}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </div>
  );
}
