import Button from '@cloudscape-design/components/button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  allMenus,
  listPackages,
  removePackages,
  submitPackage,
  type TenantPackageView,
} from '../../../api/org.ts';
import { ListPage } from './ListPage.tsx';
import { MenuChecklist } from './MenuChecklist.tsx';
import { orgKeys } from './queries.ts';

/** /platform/system/tenant-package: packages of built-in menus a tenant bound to one may use. */
export function PlatformPackagePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // A package names built-in menus only (every tenant has them).
  const menus = useQuery({ queryKey: orgKeys.menus(), queryFn: allMenus });
  const [choosing, setChoosing] = useState<TenantPackageView | null>(null);
  const builtIn = (list: typeof menus.data): NonNullable<typeof menus.data> =>
    (list ?? []).filter((m) => m.builtIn).map((m) => ({ ...m, children: builtIn(m.children) }));
  return (
    <ListPage<TenantPackageView>
      title={t('org.packageTitle')}
      description={t('org.packageDescription')}
      testId="package-table"
      queryKey={orgKeys.packages()}
      load={({ current, size }) => listPackages({ current, size })}
      trackBy="id"
      searchLabel={t('org.packageName')}
      columns={[
        { id: 'packageName', header: t('org.packageName'), cell: (r) => r.packageName },
        { id: 'menus', header: t('org.topMenuCount'), cell: (r) => r.menuIds.length },
        { id: 'remark', header: t('org.remark'), cell: (r) => r.remark },
      ]}
      fields={() => [
        { key: 'packageName', label: t('org.packageName'), required: t('org.packageNameRequired') },
        { key: 'remark', label: t('org.remark') },
      ]}
      initial={(row) => ({ packageName: row?.packageName ?? '', remark: row?.remark ?? '' })}
      submit={(v, row) =>
        submitPackage({
          id: row?.id,
          packageName: v.packageName ?? '',
          remark: v.remark ?? '',
          menuIds: row?.menuIds ?? [],
        })
      }
      remove={(rows) => removePackages(rows.map((r) => r.id))}
      rowActions={(row) => (
        <Button
          variant="inline-link"
          onClick={() => setChoosing(row)}
          data-testid={`package-menus-${row.id}`}
        >
          {t('org.topMenuChoose')}
        </Button>
      )}
      extra={
        choosing && (
          <MenuChecklist
            title={t('org.topMenuMenus', { name: choosing.packageName })}
            testId="package-menus"
            menus={builtIn(menus.data)}
            initial={choosing.menuIds}
            onSave={async (menuIds) => {
              await submitPackage({ ...choosing, menuIds });
              await queryClient.invalidateQueries({ queryKey: orgKeys.packages() });
            }}
            onClose={() => setChoosing(null)}
          />
        )
      }
    />
  );
}
