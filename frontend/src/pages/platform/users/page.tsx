import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminUserSpace } from '../../../api/membership.ts';
import { formatBytes, formatDate } from '../../../app/format.ts';
import { platformKeys } from '../queries.ts';
import { TierForm } from './TierForm.tsx';

/**
 * /platform/user/index: the piece of the console's user page needed now (issue 15): find a user by
 * account, see their membership, set its tier and validity. The console issue grows this page into
 * the full user list and detail.
 */
export function PlatformUsersPage() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState('');
  const found = useQuery({
    queryKey: platformKeys.userSpace(account),
    queryFn: () => adminUserSpace(account),
    enabled: account !== '',
  });
  const space = found.data;
  return (
    <ContentLayout
      defaultPadding
      header={
        <Header variant="h1" description={t('userTier.description')}>
          <span data-testid="user-tier-title">{t('userTier.title')}</span>
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setAccount(typed.trim());
            }}
          >
            <SpaceBetween size="xs" direction="horizontal" alignItems="end">
              <FormField label={t('userTier.account')}>
                <Input
                  data-testid="user-tier-account"
                  value={typed}
                  placeholder={t('userTier.accountPlaceholder')}
                  spellcheck={false}
                  onChange={({ detail }) => setTyped(detail.value)}
                />
              </FormField>
              <Button formAction="submit" loading={found.isFetching} data-testid="user-tier-find">
                {t('userTier.find')}
              </Button>
            </SpaceBetween>
          </form>
        </Container>
        {found.isError && (
          <Box color="text-status-error" data-testid="user-tier-not-found">
            {t('userTier.notFound')}
          </Box>
        )}
        {space && (
          <Container header={<Header variant="h2">{t('userTier.set')}</Header>}>
            <SpaceBetween size="l">
              <KeyValuePairs
                columns={4}
                items={[
                  { label: t('userTier.user'), value: space.account },
                  {
                    label: t('userTier.current'),
                    value: (
                      <span data-testid="user-tier-current">
                        {t(`privilege.tier.${space.memberTier}`)}
                        {space.memberDate ? ` · ${formatDate(space.memberDate)}` : ''}
                      </span>
                    ),
                  },
                  {
                    label: t('userTier.storage'),
                    value: `${formatBytes(space.occupySpace)} / ${formatBytes(space.personalSpace)}`,
                  },
                  {
                    label: t('userTier.parses'),
                    value: space.parseCount === -1 ? t('userTier.unlimited') : String(space.parseCount),
                  },
                ]}
              />
              <TierForm key={`${space.userId}:${space.memberTier}:${space.memberDate}`} space={space} />
            </SpaceBetween>
          </Container>
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}
