import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Table from '@cloudscape-design/components/table';
import { MEMBER_TIERS, type MemberTier } from '@loopline/shared';
import { PrivilegeSubmitBody } from '@loopline/shared/contracts/privilege';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listPrivileges, type Privilege, submitPrivilege } from '../../../api/privilege.ts';
import { statusColumn } from '../../../components/crud/columns.tsx';
import { NumericInput } from '../../../components/crud/NumericInput.tsx';
import { notify } from '../../../components/notifications/store.ts';
import { useLimitText } from '../../../components/privilege/limitText.ts';
import { TierComparison } from '../../member/center/TierComparison.tsx';
import { payKeys, usePrivilegeRows, useTierEquities } from '../../member/queries.ts';
import { fieldErrors } from '../marketing/formErrors.ts';
import { privilegeKeys } from './queries.ts';

const LIMIT_RULES = { decimals: 0, min: -1, max: 999_999_999 } as const;
/** Every privilege: the comparison holds tens of rows, so one page of the largest size is all of them. */
const ALL = { current: 1, size: 1000 };

/** The privilege with one tier's limit changed, as the submit route takes it. */
function withLimit(p: Privilege, tier: MemberTier, value: string) {
  const { createTime: _c, updateTime: _u, ...fields } = p;
  return { ...fields, limits: { ...p.limits, [tier]: value } };
}

/**
 * /platform/privilege-contrast: the comparison users see, the tiers' equities (kept on the membership
 * equities page) above the privileges, whose limits are edited here cell by cell (spec 3 §5: natural numbers).
 */
export function PrivilegeContrastPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const limitText = useLimitText();
  const tiers = useTierEquities().data;
  // The function item rows of the comparison; the privileges are edited in the table below.
  const itemRows = (usePrivilegeRows().data ?? []).filter((row) => row.kind);
  const privileges = useQuery({
    queryKey: [...privilegeKeys.list(), 'contrast'],
    queryFn: () => listPrivileges(ALL),
  });
  const en = i18n.language === 'en';

  const saveLimit = async (p: Privilege, tier: MemberTier, value: string) => {
    const input = withLimit(p, tier, value);
    if (Object.keys(fieldErrors(PrivilegeSubmitBody, input)).length) throw new Error('invalid limit');
    const res = await submitPrivilege(input);
    notify.success(res.msg || t('crud.updateSuccess'));
    await queryClient.invalidateQueries({ queryKey: privilegeKeys.all() });
    await queryClient.invalidateQueries({ queryKey: payKeys.all });
  };

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('contrastAdmin.description')}>
          {t('contrastAdmin.title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">{t('contrastAdmin.equities')}</Header>}>
          {tiers ? <TierComparison tiers={tiers} privileges={itemRows} /> : <Spinner />}
        </Container>
        <Table<Privilege>
          data-testid="contrast-table"
          header={<Header variant="h2">{t('contrastAdmin.privileges')}</Header>}
          loading={privileges.isLoading}
          items={privileges.data?.records ?? []}
          trackBy="id"
          empty={<Box color="text-body-secondary">{t('contrastAdmin.empty')}</Box>}
          ariaLabels={{
            activateEditLabel: (column, p) =>
              `${t('contrastAdmin.editLimit')}: ${en ? p.nameEn : p.name}, ${String(column.header)}`,
            cancelEditLabel: () => t('crud.cancel'),
            submitEditLabel: () => t('crud.confirm'),
          }}
          submitEdit={async (p, column, value) => {
            if (value !== undefined) await saveLimit(p, column.id as MemberTier, String(value));
          }}
          columnDefinitions={[
            {
              id: 'name',
              header: t('privilegeAdmin.nameColumn'),
              cell: (p) => (en ? p.nameEn : p.name),
              isRowHeader: true,
            },
            ...MEMBER_TIERS.map((tier) => ({
              id: tier,
              header: t(`privilege.tier.${tier}`),
              cell: (p: Privilege) => limitText(p.limits[tier], en ? p.unitEn : p.unit),
              editConfig: {
                ariaLabel: t(`privilege.tier.${tier}`),
                editIconAriaLabel: t('contrastAdmin.editLimit'),
                validation: (p: Privilege, value: unknown) =>
                  value === undefined
                    ? undefined
                    : fieldErrors(PrivilegeSubmitBody, withLimit(p, tier, String(value))).limits,
                editingCell: (
                  p: Privilege,
                  { currentValue, setValue }: { currentValue: unknown; setValue: (v: unknown) => void },
                ) => (
                  <NumericInput
                    value={currentValue === undefined ? String(p.limits[tier]) : String(currentValue)}
                    rules={LIMIT_RULES}
                    onChange={(value) => setValue(value)}
                    ariaLabel={t(`privilege.tier.${tier}`)}
                    testId={`contrast-limit-${tier}`}
                  />
                ),
              },
            })),
            statusColumn(t),
          ]}
        />
      </SpaceBetween>
    </ContentLayout>
  );
}
