import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entryPerm, type FileEntry, type Sign, saveEntryPerm } from '../../../../api/files.ts';
import { notify } from '../../../../components/notifications/store.ts';
import { groupLabel } from '../../../project/components/groupLabel.ts';
import { fileKeys } from '../../queries.ts';
import { gridSigns, initialGrants, toggleGrant } from './grants.ts';

/** The entry's grants and where they come from; with none of its own, the folder's it inherits. */
async function readGrants(projectId: string, entryId: string) {
  const perm = await entryPerm(projectId, entryId);
  const inherited =
    Object.keys(perm.explicit).length === 0 && perm.inheritedFrom
      ? (await entryPerm(projectId, perm.inheritedFrom)).explicit
      : null;
  return { perm, ...initialGrants(perm, inherited) };
}

/**
 * The permission dialog (spec 1 §6, spec 2): which signs each project group has on an entry, as a
 * sign × group grid of checkboxes. Saving sets explicit grants on the entry; "inherit" clears them.
 */
export function PermissionDialog({
  projectId,
  entry,
  onClose,
}: {
  projectId: string;
  entry: FileEntry;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const load = useQuery({
    queryKey: fileKeys.entryPerm(projectId, entry.id),
    queryFn: () => readGrants(projectId, entry.id),
    gcTime: 0,
  });
  // The grid starts from the loaded grants; ticks change the copy kept here.
  const [edited, setEdited] = useState<Record<string, Sign[]> | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (grants: Record<string, Sign[]>) => {
    setBusy(true);
    try {
      const res = await saveEntryPerm(projectId, entry.id, grants);
      notify.success(res.msg);
      onClose();
    } catch {
      setBusy(false);
    }
  };

  const ready = load.data ? { ...load.data, grants: edited ?? load.data.grants } : null;
  const signs = gridSigns(entry.isFile === 1);
  const section = (title: string, list: readonly Sign[]) =>
    ready && list.length > 0 ? (
      <Fragment key={title}>
        <tr>
          <th scope="rowgroup" colSpan={ready.perm.groups.length + 1} className="ll-grid__section">
            {title}
          </th>
        </tr>
        {list.map((sign) => (
          <tr key={sign}>
            <th scope="row">{t(`files.sign.${sign}`)}</th>
            {ready.perm.groups.map((g) => (
              <td key={g.groupId}>
                {/* Cloudscape's checkbox is a block: centred in its cell like the column's header. */}
                <div className="ll-grid__check">
                  <Checkbox
                    checked={ready.grants[g.groupId]?.includes(sign) ?? false}
                    disabled={busy}
                    ariaLabel={`${groupLabel(g, t)}: ${t(`files.sign.${sign}`)}`}
                    onChange={({ detail }) =>
                      setEdited(toggleGrant(ready.grants, g.groupId, sign, detail.checked))
                    }
                  />
                </div>
              </td>
            ))}
          </tr>
        ))}
      </Fragment>
    ) : null;

  return (
    <Modal
      visible
      size="large"
      header={t('files.perm.title', { name: entry.fileName })}
      closeAriaLabel={t('files.dialog.close')}
      onDismiss={() => !busy && onClose()}
      data-testid="permission-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={busy}>
              {t('files.dialog.cancel')}
            </Button>
            {ready?.source === 'explicit' && (
              <Button onClick={() => void save({})} disabled={busy} data-testid="permission-inherit">
                {t('files.perm.inherit')}
              </Button>
            )}
            <Button
              variant="primary"
              loading={busy}
              disabled={!ready}
              onClick={() => ready && void save(ready.grants)}
              data-testid="permission-save"
            >
              {t('files.perm.save')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {load.isPending && <StatusIndicator type="loading">{t('files.perm.loading')}</StatusIndicator>}
      {load.isError && <StatusIndicator type="error">{t('files.perm.failed')}</StatusIndicator>}
      {ready && (
        <SpaceBetween size="m">
          <Box color="text-body-secondary" data-testid="permission-source">
            {t(`files.perm.source.${ready.source}`)}
          </Box>
          <div className="ll-grid-wrap">
            <table className="ll-grid" data-testid="permission-grid">
              <thead>
                <tr>
                  <th scope="col">{t('files.perm.sign')}</th>
                  {ready.perm.groups.map((g) => (
                    <th scope="col" key={g.groupId}>
                      {groupLabel(g, t)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {section(t('files.perm.folderSigns'), signs.dir)}
                {section(entry.isFile ? t('files.perm.fileOwnSigns') : t('files.perm.fileSigns'), signs.file)}
              </tbody>
            </table>
          </div>
        </SpaceBetween>
      )}
    </Modal>
  );
}
