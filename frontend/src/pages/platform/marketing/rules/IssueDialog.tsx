import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { CouponIssueBody, USER_GROUPS, type UserGroup } from '@loopline/shared/contracts/coupon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CouponRule, type IssueOutcome, issueCoupons } from '../../../../api/marketing.ts';
import { notify } from '../../../../components/notifications/store.ts';
import { ErrorLogLink } from '../ErrorLogLink.tsx';
import { fieldErrors } from '../formErrors.ts';
import { UserTemplateImport } from '../UserTemplateImport.tsx';

/** Issue a rule's coupons to listed phones (typed or imported from the user template) or a user group. */
export function IssueDialog({
  rule,
  onClose,
  onIssued,
}: {
  rule: CouponRule;
  onClose: () => void;
  onIssued: () => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'phones' | 'group'>('phones');
  const [phones, setPhones] = useState('');
  const [group, setGroup] = useState<UserGroup>('all');
  const [perUser, setPerUser] = useState('1');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<IssueOutcome | null>(null);

  const input = () => ({
    ruleId: rule.id,
    phones: mode === 'phones' ? phones.split(/[\s,]+/).filter(Boolean) : [],
    group: mode === 'group' ? group : undefined,
    perUser,
  });
  const issue = async () => {
    const found = fieldErrors(CouponIssueBody, input());
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const res = await issueCoupons(input());
      notify.success(res.msg);
      setOutcome(res.data);
      onIssued();
    } finally {
      setBusy(false);
    }
  };
  const groupOption = (g: UserGroup) => ({ value: g, label: t(`marketing.group.${g}`) });

  return (
    <Modal
      visible
      size="medium"
      onDismiss={onClose}
      header={t('marketing.issue.title', { name: rule.name })}
      data-testid="issue-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onClose}>{outcome ? t('marketing.close') : t('crud.cancel')}</Button>
            {!outcome && (
              <Button
                variant="primary"
                loading={busy}
                onClick={() => void issue()}
                data-testid="issue-submit"
              >
                {t('marketing.issue.submit')}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      {outcome ? (
        <Alert type={outcome.failed ? 'warning' : 'success'} data-testid="issue-outcome">
          <SpaceBetween size="xs">
            <span>{t('marketing.issue.outcome', { ...outcome })}</span>
            {outcome.errorLogId && <ErrorLogLink id={outcome.errorLogId} />}
          </SpaceBetween>
        </Alert>
      ) : (
        <SpaceBetween size="l">
          <RadioGroup
            value={mode}
            onChange={({ detail }) => setMode(detail.value as 'phones' | 'group')}
            items={[
              { value: 'phones', label: t('marketing.issue.toPhones') },
              { value: 'group', label: t('marketing.issue.toGroup') },
            ]}
          />
          {mode === 'phones' ? (
            <SpaceBetween size="s">
              <FormField
                label={t('marketing.issue.phones')}
                constraintText={t('marketing.issue.phonesHint')}
                errorText={errors.phones}
                data-testid="issue-phones"
              >
                <Textarea rows={5} value={phones} onChange={({ detail }) => setPhones(detail.value)} />
              </FormField>
              <UserTemplateImport onPhones={(list) => setPhones(list.join('\n'))} />
            </SpaceBetween>
          ) : (
            <FormField label={t('marketing.issue.group')} errorText={errors.group}>
              <Select
                selectedOption={groupOption(group)}
                options={USER_GROUPS.map(groupOption)}
                onChange={({ detail }) => setGroup(detail.selectedOption.value as UserGroup)}
              />
            </FormField>
          )}
          <FormField label={t('marketing.issue.perUser')} errorText={errors.perUser}>
            <Input type="number" value={perUser} onChange={({ detail }) => setPerUser(detail.value)} />
          </FormField>
        </SpaceBetween>
      )}
    </Modal>
  );
}
