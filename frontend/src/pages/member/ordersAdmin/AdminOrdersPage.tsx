import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';
import { OrdersTable } from './OrdersTable.tsx';

/** Back office, order/recharge (spec 3 §2 "orders"): every order, filtered, with its details. */
export function AdminOrdersPage() {
  const { t } = useTranslation();
  return (
    <ContentLayout
      defaultPadding
      header={
        <Header variant="h1" description={t('payOrders.description')}>
          {t('payOrders.title')}
        </Header>
      }
    >
      <OrdersTable />
    </ContentLayout>
  );
}
