import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Toggle from '@cloudscape-design/components/toggle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveTierEquities, type TierEquities } from '../../../api/pay.ts';
import { notify } from '../../../components/notifications/store.ts';
import { payKeys, useTierEquities } from '../queries.ts';

const GB = 1024 ** 3;
const COUNTS = ['parse', 'project', 'projectUserNum'] as const;
const FLAGS = ['downSpeed', 'downAnalysis', 'exclusiveAnalyze', 'priorityFile'] as const;

/** One tier's names and equities; -1 means unlimited for the counts. */
function TierEquityForm({ tier }: { tier: TierEquities }) {
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
  const [flags, setFlags] = useState(
    Object.fromEntries(FLAGS.map((key) => [key, tier.equities[key]])) as Record<
      (typeof FLAGS)[number],
      boolean
    >,
  );
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
          ...flags,
        },
      }),
    onSuccess: (envelope) => {
      notify.success(envelope.msg);
      void client.invalidateQueries({ queryKey: payKeys.all });
    },
  });
  return (
    <Container
      data-testid={`equity-${tier.code}`}
      header={
        <Header
          variant="h2"
          actions={
            <Button
              loading={save.isPending}
              onClick={() => save.mutate()}
              data-testid={`equity-save-${tier.code}`}
            >
              {t('payAdmin.save')}
            </Button>
          }
        >
          {t(`privilege.tier.${tier.code}`)}
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
        </ColumnLayout>
        <ColumnLayout columns={4}>
          {FLAGS.map((key) => (
            <Toggle
              key={key}
              checked={flags[key]}
              onChange={({ detail }) => setFlags((f) => ({ ...f, [key]: detail.checked }))}
            >
              {t(`pay.equity.${key}`)}
            </Toggle>
          ))}
        </ColumnLayout>
      </SpaceBetween>
    </Container>
  );
}

/** Back office personal-equity: each tier's equities, as the member centre compares and purchases grant them. */
export function EquityPage() {
  const { t } = useTranslation();
  const tiers = useTierEquities();
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
            <TierEquityForm key={`${tier.code}-${JSON.stringify(tier.equities)}`} tier={tier} />
          ))}
        </SpaceBetween>
      ) : (
        <Spinner size="large" />
      )}
    </ContentLayout>
  );
}
