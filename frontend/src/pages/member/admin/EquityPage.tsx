import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EquityRow, equityRows, publishEquities, removeEquities } from '../../../api/equity.ts';
import { saveTierEquities } from '../../../api/pay.ts';
import { notify } from '../../../components/notifications/store.ts';
import { payKeys } from '../queries.ts';
import { EquityItems, equityKeys } from './EquityItems.tsx';

const GB = 1024 ** 3;
const COUNTS = ['parse', 'project', 'projectUserNum'] as const;

/**
 * One equity: its names, limits (-1 unlimited) and place in the comparison, saved together; whether
 * the member centre shows it; the switches it grants (EquityItems); and a return to the defaults.
 */
function TierEquityForm({ tier }: { tier: EquityRow }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [names, setNames] = useState({ memberName: tier.memberName, memberNameEn: tier.memberNameEn });
  const [storageGb, setStorageGb] = useState(String(Math.round(tier.equities.storage / GB)));
  const [counts, setCounts] = useState(
    Object.fromEntries(COUNTS.map((key) => [key, String(tier.equities[key])])) as Record<
      (typeof COUNTS)[number],
      string
    >,
  );
  const [sort, setSort] = useState(String(tier.sort));
  const done = (envelope: { msg: string }) => {
    notify.success(envelope.msg);
    void client.invalidateQueries({ queryKey: payKeys.all });
  };
  const publish = useMutation({
    mutationFn: () => publishEquities([tier.code], tier.status === 1 ? 0 : 1),
    onSuccess: done,
  });
  const restore = useMutation({ mutationFn: () => removeEquities([tier.code]), onSuccess: done });
  const save = useMutation({
    mutationFn: () =>
      saveTierEquities({
        code: tier.code,
        ...names,
        equities: {
          storageGb: Number(storageGb),
          parse: Number(counts.parse),
          project: Number(counts.project),
          projectUserNum: Number(counts.projectUserNum),
          downSpeed: tier.equities.downSpeed,
          downAnalysis: tier.equities.downAnalysis,
          exclusiveAnalyze: tier.equities.exclusiveAnalyze,
          priorityFile: tier.equities.priorityFile,
        },
        sort: Number(sort),
      }),
    onSuccess: done,
  });
  return (
    <Container
      data-testid={`equity-${tier.code}`}
      header={
        <Header
          variant="h2"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button loading={restore.isPending} onClick={() => restore.mutate()}>
                {t('equityAdmin.restore')}
              </Button>
              <Button
                loading={publish.isPending}
                onClick={() => publish.mutate()}
                data-testid={`equity-publish-${tier.code}`}
              >
                {tier.status === 1 ? t('equityAdmin.withdraw') : t('equityAdmin.publish')}
              </Button>
              <Button
                variant="primary"
                loading={save.isPending}
                onClick={() => save.mutate()}
                data-testid={`equity-save-${tier.code}`}
              >
                {t('payAdmin.save')}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween direction="horizontal" size="xs">
            <span>{t(`privilege.tier.${tier.code}`)}</span>
            <StatusIndicator type={tier.status === 1 ? 'success' : 'stopped'}>
              {tier.status === 1 ? t('equityAdmin.shown') : t('equityAdmin.withdrawn')}
            </StatusIndicator>
          </SpaceBetween>
        </Header>
      }
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={3}>
          <FormField label={t('payAdmin.name')}>
            <Input
              value={names.memberName}
              onChange={({ detail }) => setNames((n) => ({ ...n, memberName: detail.value }))}
            />
          </FormField>
          <FormField label={t('payAdmin.nameEn')}>
            <Input
              value={names.memberNameEn}
              onChange={({ detail }) => setNames((n) => ({ ...n, memberNameEn: detail.value }))}
            />
          </FormField>
          <FormField label={t('payAdmin.storageGb')}>
            <Input
              value={storageGb}
              inputMode="numeric"
              onChange={({ detail }) => setStorageGb(detail.value)}
            />
          </FormField>
          {COUNTS.map((key) => (
            <FormField key={key} label={t(`pay.equity.${key}`)} description={t('payAdmin.unlimitedHint')}>
              <Input
                value={counts[key]}
                inputMode="numeric"
                onChange={({ detail }) => setCounts((c) => ({ ...c, [key]: detail.value }))}
                data-testid={`equity-${tier.code}-${key}`}
              />
            </FormField>
          ))}
          <FormField label={t('equityAdmin.sort')} description={t('equityAdmin.sortHint')}>
            <Input
              value={sort}
              inputMode="numeric"
              onChange={({ detail }) => setSort(detail.value)}
              data-testid={`equity-${tier.code}-sort`}
            />
          </FormField>
        </ColumnLayout>
        <FormField label={t('equityAdmin.switches')} description={t('equityAdmin.switchesHint')}>
          <EquityItems tier={tier.code} />
        </FormField>
      </SpaceBetween>
    </Container>
  );
}

/** Back office personal-equity: each tier's equities, as the member centre compares and purchases grant them. */
export function EquityPage() {
  const { t } = useTranslation();
  const tiers = useQuery({ queryKey: equityKeys.rows(), queryFn: equityRows });
  return (
    <ContentLayout
      defaultPadding
      header={
        <Header variant="h1" description={t('payAdmin.equityDescription')}>
          {t('payAdmin.equityTitle')}
        </Header>
      }
    >
      {tiers.data ? (
        <SpaceBetween size="l">
          {tiers.data.map((tier) => (
            <TierEquityForm key={`${tier.code}-${JSON.stringify(tier)}`} tier={tier} />
          ))}
        </SpaceBetween>
      ) : (
        <Spinner size="large" />
      )}
    </ContentLayout>
  );
}
