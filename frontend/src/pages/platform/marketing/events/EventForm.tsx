import ColumnLayout from '@cloudscape-design/components/column-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import TimeInput from '@cloudscape-design/components/time-input';
import { USER_GROUPS, type UserGroup } from '@loopline/shared/contracts/coupon';
import {
  EVENT_IMAGE_MAX_BYTES,
  EVENT_NAME_MAX,
  EventSaveBody,
  ISSUE_RULES,
  type IssueRule,
} from '@loopline/shared/contracts/event';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/errors.ts';
import {
  type EventInput,
  type MarketingEvent,
  saveEvent,
  updateEvent,
  uploadEventPicture,
  validCouponRules,
} from '../../../../api/marketing.ts';
import { useCrudSave } from '../../../../components/crud/CrudForm.tsx';
import { DialogFooter } from '../../../../components/crud/DialogFooter.tsx';
import { marketingKeys } from '../queries.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** Local date and time parts of an instant, as the date picker and time input show them. */
function localParts(iso: string | undefined, fallback: Date) {
  const d = iso ? new Date(iso) : fallback;
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}
function instant(date: string, time: string): string {
  const d = new Date(`${date}T${time || '00:00'}`);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

const FIELDS = [
  'eventName',
  'eventNameEn',
  'eventType',
  'startTime',
  'endTime',
  'image',
  'redirectUrl',
  'userGroup',
  'issueRule',
  'couponRuleId',
  'couponCount',
  'rewardStorageGb',
  'rewardParseCount',
  'eventDesc',
  'eventDescEn',
];

/** Add or change an activity (spec 3 §3, §5): name, type, time, picture, redirect, user group, issue rule. */
export function EventForm({
  event,
  onClose,
  onSaved,
}: {
  event?: MarketingEvent;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const now = new Date();
  const start = localParts(event?.startTime, now);
  const end = localParts(event?.endTime, new Date(now.getTime() + 30 * 86_400_000));
  const [value, setValue] = useState({
    eventName: event?.eventName ?? '',
    eventNameEn: event?.eventNameEn ?? '',
    eventType: String(event?.eventType ?? 2),
    startDate: start.date,
    startClock: start.time,
    endDate: end.date,
    endClock: end.time,
    image: event?.image ?? '',
    redirectUrl: event?.redirectUrl ?? '',
    userGroup: (event?.userGroup ?? 'all') as UserGroup,
    issueRule: (event?.issueRule ?? 'none') as IssueRule,
    couponRuleId: event?.couponRuleId ?? '',
    couponCount: String(event?.couponCount ?? 1),
    rewardStorageGb: String(event?.rewardStorageGb ?? 0),
    rewardParseCount: String(event?.rewardParseCount ?? 0),
    eventDesc: event?.eventDesc ?? '',
    eventDescEn: event?.eventDescEn ?? '',
  });
  const [picture, setPicture] = useState<File[]>([]);
  const rules = useQuery({ queryKey: marketingKeys.validRules(), queryFn: validCouponRules });

  const input = (): EventInput => ({
    eventName: value.eventName,
    eventNameEn: value.eventNameEn,
    eventType: value.eventType,
    eventDesc: value.eventDesc,
    eventDescEn: value.eventDescEn,
    startTime: instant(value.startDate, value.startClock),
    endTime: instant(value.endDate, value.endClock),
    image: value.image,
    redirectUrl: value.redirectUrl,
    userGroup: value.userGroup,
    issueRule: value.issueRule,
    couponRuleId: value.issueRule === 'none' ? '' : value.couponRuleId,
    couponCount: value.couponCount,
    rewardStorageGb: value.rewardStorageGb,
    rewardParseCount: value.rewardParseCount,
  });

  const { errors, setErrors, saving, save } = useCrudSave({
    schema: EventSaveBody,
    input,
    submit: (body) => (event ? updateEvent(event.id, body) : saveEvent(body)),
    editing: !!event,
    onSaved,
    fields: FIELDS,
  });
  const set = (field: keyof typeof value, text: string) => {
    setValue((v) => ({ ...v, [field]: text }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  const pick = async (files: File[]) => {
    setPicture(files.slice(-1));
    const file = files.at(-1);
    if (!file) return set('image', '');
    if (file.size > EVENT_IMAGE_MAX_BYTES)
      return setErrors((e) => ({ ...e, image: t('marketing.event.imageTooLarge') }));
    try {
      set('image', (await uploadEventPicture(file)).image);
    } catch (error) {
      if (isApiError(error)) setErrors((e) => ({ ...e, image: error.message }));
    }
  };

  const option = (prefix: string, v: string) => ({ value: v, label: t(`${prefix}.${v}`) });
  const ruleOptions = (rules.data ?? []).map((r) => ({ value: r.id, label: r.name }));
  const invite = value.eventType === '1';

  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={event ? t('marketing.event.edit') : t('marketing.event.add')}
      data-testid="event-form"
      footer={
        <DialogFooter
          onCancel={onClose}
          onConfirm={save}
          busy={saving}
          testId="event-save"
          confirmLabel={t('marketing.save')}
        />
      }
    >
      <SpaceBetween size="l">
        <ColumnLayout columns={3}>
          <FormField
            label={t('marketing.event.name')}
            constraintText={t('marketing.field.nameHint', { max: EVENT_NAME_MAX })}
            errorText={errors.eventName}
            data-testid="event-name"
          >
            <Input value={value.eventName} onChange={({ detail }) => set('eventName', detail.value)} />
          </FormField>
          <FormField label={t('marketing.event.nameEn')} errorText={errors.eventNameEn}>
            <Input value={value.eventNameEn} onChange={({ detail }) => set('eventNameEn', detail.value)} />
          </FormField>
          <FormField label={t('marketing.event.type')} errorText={errors.eventType}>
            <Select
              disabled={!!event}
              selectedOption={option('marketing.eventType', value.eventType)}
              options={['1', '2'].map((v) => option('marketing.eventType', v))}
              onChange={({ detail }) => set('eventType', detail.selectedOption.value ?? '2')}
            />
          </FormField>
        </ColumnLayout>
        <ColumnLayout columns={2}>
          <FormField label={t('marketing.event.start')} errorText={errors.startTime}>
            <SpaceBetween direction="horizontal" size="xs">
              <DatePicker
                value={value.startDate}
                placeholder="YYYY/MM/DD"
                onChange={({ detail }) => set('startDate', detail.value)}
              />
              <TimeInput
                format="hh:mm"
                value={value.startClock}
                onChange={({ detail }) => set('startClock', detail.value)}
              />
            </SpaceBetween>
          </FormField>
          <FormField label={t('marketing.event.end')} errorText={errors.endTime}>
            <SpaceBetween direction="horizontal" size="xs">
              <DatePicker
                value={value.endDate}
                placeholder="YYYY/MM/DD"
                onChange={({ detail }) => set('endDate', detail.value)}
              />
              <TimeInput
                format="hh:mm"
                value={value.endClock}
                onChange={({ detail }) => set('endClock', detail.value)}
              />
            </SpaceBetween>
          </FormField>
        </ColumnLayout>
        <ColumnLayout columns={2}>
          <FormField
            label={t('marketing.event.image')}
            constraintText={t('marketing.event.imageHint')}
            errorText={errors.image}
          >
            <SpaceBetween size="xs">
              <FileUpload
                accept=".jpg,.jpeg,.png,image/jpeg,image/png"
                value={picture}
                onChange={({ detail }) => void pick(detail.value)}
                i18nStrings={{
                  uploadButtonText: () => t('marketing.event.chooseImage'),
                  removeFileAriaLabel: () => t('crud.delete'),
                  errorIconAriaLabel: t('marketing.template.error'),
                }}
              />
              {value.image && <img src={value.image} alt="" style={{ maxWidth: 240, maxHeight: 166 }} />}
            </SpaceBetween>
          </FormField>
          <FormField
            label={t('marketing.event.redirect')}
            constraintText={t('marketing.event.redirectHint')}
            errorText={errors.redirectUrl}
            data-testid="event-redirect"
          >
            <Input value={value.redirectUrl} onChange={({ detail }) => set('redirectUrl', detail.value)} />
          </FormField>
        </ColumnLayout>
        <ColumnLayout columns={3}>
          <FormField label={t('marketing.event.userGroup')} errorText={errors.userGroup}>
            <Select
              selectedOption={option('marketing.group', value.userGroup)}
              options={USER_GROUPS.map((g) => option('marketing.group', g))}
              onChange={({ detail }) => set('userGroup', detail.selectedOption.value ?? 'all')}
            />
          </FormField>
          <FormField label={t('marketing.event.issueRule')} errorText={errors.issueRule}>
            <Select
              data-testid="event-issue-rule"
              selectedOption={option('marketing.issueRule', value.issueRule)}
              options={ISSUE_RULES.filter((r) => invite || r !== 'perInvite').map((r) =>
                option('marketing.issueRule', r),
              )}
              onChange={({ detail }) => set('issueRule', detail.selectedOption.value ?? 'none')}
            />
          </FormField>
          {value.issueRule !== 'none' && (
            <FormField label={t('marketing.event.couponRule')} errorText={errors.couponRuleId}>
              <Select
                selectedOption={ruleOptions.find((o) => o.value === value.couponRuleId) ?? null}
                options={ruleOptions}
                placeholder={t('marketing.event.couponRulePlaceholder')}
                statusType={rules.isLoading ? 'loading' : 'finished'}
                onChange={({ detail }) => set('couponRuleId', detail.selectedOption.value ?? '')}
              />
            </FormField>
          )}
          {value.issueRule !== 'none' && (
            <FormField label={t('marketing.issue.perUser')} errorText={errors.couponCount}>
              <Input
                type="number"
                value={value.couponCount}
                onChange={({ detail }) => set('couponCount', detail.value)}
              />
            </FormField>
          )}
          {invite && (
            <FormField label={t('marketing.event.rewardStorage')} errorText={errors.rewardStorageGb}>
              <Input
                type="number"
                value={value.rewardStorageGb}
                onChange={({ detail }) => set('rewardStorageGb', detail.value)}
              />
            </FormField>
          )}
          {invite && (
            <FormField label={t('marketing.event.rewardParse')} errorText={errors.rewardParseCount}>
              <Input
                type="number"
                value={value.rewardParseCount}
                onChange={({ detail }) => set('rewardParseCount', detail.value)}
              />
            </FormField>
          )}
        </ColumnLayout>
        <ColumnLayout columns={2}>
          <FormField
            label={t('marketing.event.rules')}
            constraintText={t('marketing.event.rulesHint')}
            errorText={errors.eventDesc}
          >
            <Textarea
              rows={5}
              value={value.eventDesc}
              onChange={({ detail }) => set('eventDesc', detail.value)}
            />
          </FormField>
          <FormField label={t('marketing.event.rulesEn')} errorText={errors.eventDescEn}>
            <Textarea
              rows={5}
              value={value.eventDescEn}
              onChange={({ detail }) => set('eventDescEn', detail.value)}
            />
          </FormField>
        </ColumnLayout>
      </SpaceBetween>
    </Modal>
  );
}
