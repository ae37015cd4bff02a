import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictItem, DictKind } from '../../../../api/settings.ts';
import { DictTable } from './DictTable.tsx';

/** A dictionary (spec 3 §2 system/dictbiz): parents above; select one to edit its items below. */
function DictPage({ kind }: { kind: DictKind }) {
  const { t } = useTranslation();
  const [parent, setParent] = useState<DictItem | undefined>();
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('system.dict.description')}>
          {t(kind === 'system' ? 'system.dict.systemTitle' : 'system.dict.bizTitle')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <DictTable kind={kind} onPick={setParent} />
        {parent ? (
          <DictTable key={parent.id} kind={kind} parent={parent} />
        ) : (
          <Alert type="info">{t('system.dict.pickParent')}</Alert>
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}

export function SystemDictPage() {
  return <DictPage kind="system" />;
}

export function BizDictPage() {
  return <DictPage kind="biz" />;
}
