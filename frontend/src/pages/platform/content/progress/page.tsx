import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Tabs from '@cloudscape-design/components/tabs';
import { ProgressSubmitBody } from '@loopline/shared/contracts/content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  listProgress,
  type ProgressSetting,
  resetProgress,
  submitProgress,
} from '../../../../api/content.ts';
import { NumericInput } from '../../../../components/crud/NumericInput.tsx';
import { notify } from '../../../../components/notifications/store.ts';
import { fieldErrors } from '../../marketing/formErrors.ts';
import { contentKeys } from '../queries.ts';

/** /platform/progress-settings: each progress bar's stages, the percent they reach and their expected time. */
export function ProgressSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: contentKeys.progress(), queryFn: listProgress });
  const [tab, setTab] = useState('parse');
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('progressPage.description')}>
          {t('progressPage.title')}
        </Header>
      }
    >
      <Tabs
        activeTabId={tab}
        onChange={({ detail }) => setTab(detail.activeTabId)}
        tabs={(settings.data ?? []).map((setting) => ({
          id: setting.kind,
          label: t(`progressPage.kind.${setting.kind}`),
          content: <StageEditor key={setting.updateTime ?? 'default'} setting={setting} />,
        }))}
      />
    </ContentLayout>
  );
}

type Draft = { stage: string; percent: string; seconds: string }[];

function StageEditor({ setting }: { setting: ProgressSetting }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(
    setting.stages.map((s) => ({ stage: s.stage, percent: String(s.percent), seconds: String(s.seconds) })),
  );
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (index: number, field: 'percent' | 'seconds', value: string) =>
    setDraft((rows) => rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  const body = { kind: setting.kind, stages: draft };
  const total = draft.reduce((sum, row) => sum + (Number(row.seconds) || 0), 0);

  const run = async (work: () => Promise<{ msg: string }>) => {
    setBusy(true);
    try {
      notify.success((await work()).msg);
      await queryClient.invalidateQueries({ queryKey: contentKeys.progress() });
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    const found = fieldErrors(ProgressSubmitBody, body);
    setError(Object.values(found)[0] ?? '');
    if (!Object.keys(found).length) void run(() => submitProgress(body));
  };

  return (
    <SpaceBetween size="m">
      <Table<Draft[number] & { index: number }>
        data-testid={`progress-${setting.kind}`}
        variant="embedded"
        items={draft.map((row, index) => ({ ...row, index }))}
        trackBy="stage"
        columnDefinitions={[
          {
            id: 'stage',
            header: t('progressPage.stage'),
            cell: (row) => t(`progressPage.stage.${row.stage}`),
          },
          {
            id: 'percent',
            header: t('progressPage.percent'),
            cell: (row) => (
              <NumericInput
                value={row.percent}
                rules={{ decimals: 0, min: 1, max: 100 }}
                onChange={(v) => set(row.index, 'percent', v)}
                ariaLabel={t('progressPage.percent')}
                testId={`progress-${setting.kind}-${row.stage}-percent`}
              />
            ),
          },
          {
            id: 'seconds',
            header: t('progressPage.seconds'),
            cell: (row) => (
              <NumericInput
                value={row.seconds}
                rules={{ decimals: 0, min: 0, max: 86_400 }}
                onChange={(v) => set(row.index, 'seconds', v)}
                ariaLabel={t('progressPage.seconds')}
              />
            ),
          },
          {
            id: 'preview',
            header: t('progressPage.preview'),
            cell: (row) => <ProgressBar value={Number(row.percent) || 0} ariaLabel={row.stage} />,
          },
        ]}
      />
      {error && <Alert type="error">{error}</Alert>}
      <Box color="text-body-secondary">{t('progressPage.total', { seconds: total })}</Box>
      <SpaceBetween direction="horizontal" size="xs">
        <Button
          disabled={busy || !setting.updateTime}
          onClick={() => void run(() => resetProgress(setting.kind))}
          data-testid={`progress-${setting.kind}-reset`}
        >
          {t('progressPage.reset')}
        </Button>
        <Button variant="primary" loading={busy} onClick={save} data-testid={`progress-${setting.kind}-save`}>
          {t('progressPage.save')}
        </Button>
      </SpaceBetween>
    </SpaceBetween>
  );
}
