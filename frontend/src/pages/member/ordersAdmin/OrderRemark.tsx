import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveOrderRemark } from '../../../api/payAdmin.ts';
import { notify } from '../../../components/notifications/store.ts';
import { payKeys } from '../queries.ts';

/** order/submit: the back office's own note on an order (the only field an administrator edits). */
export function OrderRemark({ orderId, remark }: { orderId: string; remark: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [value, setValue] = useState(remark);
  const save = useMutation({
    mutationFn: () => saveOrderRemark({ id: orderId, remark: value }),
    onSuccess: (envelope) => {
      notify.success(envelope.msg);
      void client.invalidateQueries({ queryKey: payKeys.all });
    },
    onError: (error) => notify.error(error.message),
  });
  return (
    <FormField
      label={t('payOrders.remark')}
      description={t('payOrders.remarkHint')}
      errorText={value.length > 200 ? t('payOrders.remarkTooLong') : undefined}
    >
      <SpaceBetween size="xs">
        <Textarea
          data-testid="order-remark"
          value={value}
          rows={2}
          onChange={({ detail }) => setValue(detail.value)}
        />
        <Button
          data-testid="order-remark-save"
          loading={save.isPending}
          disabled={value === remark || value.length > 200}
          onClick={() => save.mutate()}
        >
          {t('payAdmin.save')}
        </Button>
      </SpaceBetween>
    </FormField>
  );
}
