import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { birthdayRule, nickNameRule, realNameRule, shortTextRule } from '@loopline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PersonInfo, updateInfo, uploadAvatar } from '../../../api/account.ts';
import { loadCurrentUser } from '../../../app/sessionActions.ts';
import { notify } from '../../../components/notifications/store.ts';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { check } from '../../../forms/rules.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { AvatarCropper } from './AvatarCropper.tsx';
import { ProfileFacts } from './ProfileFacts.tsx';
import { RenameDialog } from './RenameDialog.tsx';

type Fields = {
  realName: string;
  nickName: string;
  gender: string;
  birthday: string;
  companyName: string;
  position: string;
};

const RULES = {
  realName: realNameRule,
  nickName: nickNameRule,
  gender: null,
  birthday: birthdayRule,
  companyName: shortTextRule(50),
  position: shortTextRule(30),
} as const;

/** Personal information: avatar, real name, user name (once a year), the other profile fields, phone and e-mail. */
export function ProfileTab({
  info,
  onChanged,
  onSecurity,
}: {
  info: PersonInfo;
  onChanged: () => void;
  onSecurity: () => void;
}) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Fields>(() => toFields(info));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [cropping, setCropping] = useState(false);
  const [renaming, setRenaming] = useState(false);
  useEffect(() => setFields(toFields(info)), [info]);

  const problem = (field: keyof Fields) => {
    const rule = RULES[field];
    return rule ? check(rule, fields[field]) : undefined;
  };
  const error = (field: keyof Fields) =>
    tried && problem(field)
      ? t(problem(field) as string, { max: field === 'companyName' ? 50 : 30 })
      : undefined;
  const save = async () => {
    setTried(true);
    if ((Object.keys(RULES) as (keyof Fields)[]).some((f) => problem(f))) return;
    setSaving(true);
    try {
      const res = await updateInfo({ ...fields, gender: Number(fields.gender) as 0 | 1 | 2 });
      notify.success(res.msg);
      onChanged();
      void loadCurrentUser();
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false);
    }
  };
  const field = (name: keyof Fields, label: string) => (
    <FormField label={label} errorText={error(name)}>
      <Input
        data-testid={`profile-${name}`}
        value={fields[name]}
        onChange={({ detail }) => setFields((v) => ({ ...v, [name]: detail.value }))}
        placeholder={name === 'birthday' ? 'YYYY-MM-DD' : undefined}
      />
    </FormField>
  );
  const genders = [0, 1, 2].map((g) => ({ value: String(g), label: t(`profile.gender${g}`) }));
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">{t('profile.basic')}</Header>}>
        <SpaceBetween size="l">
          <SpaceBetween size="m" direction="horizontal" alignItems="center">
            <UserAvatar
              id={info.avatar}
              name={info.realName || info.account}
              size={72}
              testId="profile-avatar"
            />
            <SpaceBetween size="xxs">
              <Button onClick={() => setCropping(true)} data-testid="profile-avatar-change">
                {t('profile.avatarChange')}
              </Button>
              <Box variant="small" color="text-body-secondary">
                {t('avatarCrop.tip')}
              </Box>
            </SpaceBetween>
          </SpaceBetween>
          <ProfileFacts info={info} onRename={() => setRenaming(true)} onSecurity={onSecurity} />
        </SpaceBetween>
      </Container>
      <Container header={<Header variant="h2">{t('profile.details')}</Header>}>
        <Form
          actions={
            <Button variant="primary" loading={saving} onClick={save} data-testid="profile-save">
              {t('action.save')}
            </Button>
          }
        >
          <ColumnLayout columns={2}>
            {field('realName', t('profile.realName'))}
            {field('nickName', t('profile.nickName'))}
            <FormField label={t('profile.gender')}>
              <Select
                data-testid="profile-gender"
                selectedOption={genders.find((g) => g.value === fields.gender) ?? genders[0]!}
                options={genders}
                onChange={({ detail }) =>
                  setFields((v) => ({ ...v, gender: detail.selectedOption.value ?? '0' }))
                }
              />
            </FormField>
            {field('birthday', t('profile.birthday'))}
            {field('companyName', t('profile.company'))}
            {field('position', t('profile.position'))}
          </ColumnLayout>
        </Form>
      </Container>
      <AvatarCropper
        visible={cropping}
        onClose={() => setCropping(false)}
        onCropped={async (blob) => {
          try {
            const res = await uploadAvatar(blob, currentLanguage());
            notify.success(res.msg);
            onChanged();
            await loadCurrentUser();
          } catch (error) {
            notify.error((error as Error).message);
            throw error;
          }
        }}
      />
      <RenameDialog
        visible={renaming}
        info={info}
        onClose={(changed) => {
          setRenaming(false);
          if (changed) {
            onChanged();
            void loadCurrentUser();
          }
        }}
      />
    </SpaceBetween>
  );
}

function toFields(info: PersonInfo): Fields {
  return {
    realName: info.realName,
    nickName: info.nickName,
    gender: String(info.gender ?? 0),
    birthday: info.birthday,
    companyName: info.companyName,
    position: info.position,
  };
}
