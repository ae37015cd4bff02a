import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MEMBER_TIERS, type MemberTier } from '@loopline/shared';
import type { UserSpace } from '@loopline/shared/contracts/space';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setUserTier } from '../../../api/membership.ts';
import { accountKeys } from '../../../app/accountQueries.ts';
import { notify } from '../../../components/notifications/store.ts';
import { platformKeys } from '../queries.ts';

/** The last valid day of a stored validity (its UTC date), for the date picker. */
const dayOf = (iso: string) => (iso ? iso.slice(0, 10) : '');

/** Tier and validity of one user; saving answers the user's space as it now is. */
export function TierForm({ space }: { space: UserSpace }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tier, setTier] = useState<MemberTier>(space.memberTier as MemberTier);
  const [day, setDay] = useState(dayOf(space.memberDate));
  const paid = tier !== 'nonMember';
  const save = useMutation({
    mutationFn: () =>
      setUserTier({ userId: space.userId, memberTier: tier, ...(paid ? { memberDate: day } : {}) }),
    onSuccess: (envelope) => {
      queryClient.setQueryData(platformKeys.userSpace(space.account), envelope.data);
      // The administrator may have changed their own membership.
      void queryClient.invalidateQueries({ queryKey: accountKeys.userSpace() });
      notify.success(envelope.msg);
    },
  });
  const options = MEMBER_TIERS.map((code) => ({ value: code, label: t(`privilege.tier.${code}`) }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Form
        actions={
          <Button
            variant="primary"
            formAction="submit"
            loading={save.isPending}
            disabled={paid && !day}
            data-testid="user-tier-save"
          >
            {t('userTier.save')}
          </Button>
        }
      >
        <SpaceBetween size="m" direction="horizontal">
          <FormField label={t('userTier.tier')}>
            <Select
              data-testid="user-tier-select"
              selectedOption={options.find((o) => o.value === tier) ?? null}
              options={options}
              onChange={({ detail }) => setTier(detail.selectedOption.value as MemberTier)}
            />
          </FormField>
          <FormField label={t('userTier.validUntil')} description={t('userTier.validUntilHint')}>
            <DatePicker
              data-testid="user-tier-date"
              value={paid ? day : ''}
              disabled={!paid}
              placeholder="YYYY/MM/DD"
              onChange={({ detail }) => setDay(detail.value)}
              isDateEnabled={(date) => date.getTime() > Date.now() - 86_400_000}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}
