import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { onlineUsers } from '../../../../api/platformOps.ts';
import { shortTime } from '../../../../components/crud/format.ts';
import { opsKeys } from '../queries.ts';

/** Users signed in within the last two hours. */
export function OnlineTab() {
  const { t } = useTranslation();
  const online = useQuery({ queryKey: [...opsKeys.loginLog(), 'online'], queryFn: onlineUsers });
  const rows = online.data ?? [];
  return (
    <Table
      data-testid="login-online-table"
      items={rows}
      loading={online.isFetching}
      loadingText={t('notices.loading')}
      trackBy="userId"
      header={
        <Header counter={`(${rows.length})`} description={t('ops.log.onlineHint')}>
          {t('ops.log.online')}
        </Header>
      }
      empty={<Box textAlign="center">{t('crud.empty')}</Box>}
      columnDefinitions={[
        { id: 'account', header: t('ops.log.col.account'), cell: (u) => u.account, isRowHeader: true },
        { id: 'at', header: t('ops.log.col.signedInAt'), cell: (u) => shortTime(u.at) },
        { id: 'clientId', header: t('ops.log.col.client'), cell: (u) => u.clientId },
        { id: 'ip', header: t('ops.log.col.ip'), cell: (u) => u.ip },
        { id: 'userAgent', header: t('ops.log.col.device'), cell: (u) => u.userAgent, maxWidth: 360 },
      ]}
    />
  );
}
