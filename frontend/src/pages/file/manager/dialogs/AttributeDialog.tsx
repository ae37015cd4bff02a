import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { FILE_PAGE_SIZE } from '@loopline/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/errors.ts';
import { type FileEntry, listEntries } from '../../../../api/files.ts';
import { modelConvertVueRvm, updateAttId } from '../../../../api/models.ts';
import { notify } from '../../../../components/notifications/store.ts';
import { fileKeys } from '../../queries.ts';
import type { EntryPatch } from '../liveStatus.ts';
import { isParsed, isParsing } from '../modelRules.ts';
import { isQuotaRefusal } from './ParseDialog.tsx';

type Crumb = { id: string; name: string };

/** Whether a model has an attribute file ('-1' or nothing means none). */
function hasAttribute(entry: Pick<FileEntry, 'attributeId'>): boolean {
  const id: unknown = entry.attributeId;
  return id !== null && id !== undefined && id !== '' && String(id) !== '-1';
}

/**
 * Attribute association for .vue/.rvm (spec 1 §6): browse the project's folders and pick a file
 * (a folder is refused with selectAttributeTip). An unparsed model is parsed with it
 * (modelConvertVueRvm); a parsed one only changes its association (updateAttId); clearing sends -1.
 */
export function AttributeDialog({
  projectId,
  rootLabel,
  entry,
  onClose,
  onChanged,
  onQuota,
}: {
  projectId: string;
  rootLabel: string;
  entry: FileEntry;
  onClose: () => void;
  onChanged: (id: string, patch: EntryPatch & { attributeId?: number | string }) => void;
  onQuota: () => void;
}) {
  const { t } = useTranslation();
  const [path, setPath] = useState<Crumb[]>([{ id: projectId, name: rootLabel }]);
  const here = path[path.length - 1] ?? { id: projectId, name: rootLabel };
  const [chosen, setChosen] = useState<FileEntry | null>(null);
  const [problem, setProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  const parse = !isParsed(entry) && !isParsing(entry);

  // A folder's entries a page (50) at a time; "more" reads the next page by cursor. Each folder is
  // read afresh when opened (the cache drops it once left).
  const pages = useInfiniteQuery({
    queryKey: [...fileKeys.folderChildren(projectId, here.id), 'attribute', entry.id],
    queryFn: ({ pageParam }) =>
      listEntries(
        {
          projectId,
          dirId: here.id,
          order: { field: 'name', asc: true },
          size: FILE_PAGE_SIZE,
          cursor: pageParam,
        },
        { silent: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor || undefined,
    gcTime: 0,
  });
  const entries = (pages.data?.pages ?? []).flatMap((page) => page.records.filter((e) => e.id !== entry.id));
  const level = pages.isPending
    ? 'loading'
    : pages.isError && !pages.isFetchNextPageError
      ? 'error'
      : 'ready';
  const more = () => {
    if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
  };

  const run = async (attId: string) => {
    setBusy(true);
    try {
      if (attId !== '-1' && parse) {
        const res = await modelConvertVueRvm(projectId, entry.id, attId);
        notify.success(t('models.parse.started'));
        onChanged(entry.id, {
          attributeId: attId,
          isModel: res.data?.isModel ?? '2',
          parseProgress: 0,
          modelStateVersion: res.data?.stateVersion,
        });
      } else {
        await updateAttId(projectId, entry.id, attId);
        notify.success(t(attId === '-1' ? 'models.attribute.cleared' : 'models.attribute.saved'));
        onChanged(entry.id, { attributeId: attId === '-1' ? -1 : attId });
      }
    } catch (error) {
      if (isQuotaRefusal(error)) onQuota();
      else if (isApiError(error) && !error.notified) notify.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    if (!chosen) return;
    if (!chosen.isFile) return setProblem(true);
    void run(chosen.id);
  };

  return (
    <Modal
      visible
      size="large"
      header={t('models.attribute.title')}
      closeAriaLabel={t('files.dialog.close')}
      onDismiss={() => !busy && onClose()}
      data-testid="attribute-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={busy}>
              {t('files.dialog.cancel')}
            </Button>
            {hasAttribute(entry) && (
              <Button onClick={() => void run('-1')} disabled={busy} data-testid="attribute-clear">
                {t('models.attribute.clear')}
              </Button>
            )}
            <Button
              variant="primary"
              loading={busy}
              disabled={!chosen}
              onClick={submit}
              data-testid="attribute-submit"
            >
              {t(parse ? 'models.attribute.submitParse' : 'models.attribute.submit')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box>{t('models.attribute.text', { name: entry.fileName })}</Box>
        <Box color="text-body-secondary">
          {hasAttribute(entry) ? t('models.attribute.currentId') : t('models.attribute.none')}
        </Box>
        {problem && (
          <Alert type="error" data-testid="attribute-problem">
            {t('models.attribute.selectAttributeTip')}
          </Alert>
        )}
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Button
            iconName="arrow-left"
            variant="icon"
            ariaLabel={t('models.attribute.up')}
            disabled={path.length < 2}
            onClick={() => {
              setPath((p) => p.slice(0, -1));
              setChosen(null);
            }}
          />
          <Box variant="strong">{path.map((c) => c.name).join(' / ')}</Box>
        </SpaceBetween>
        <Table<FileEntry>
          variant="embedded"
          selectionType="single"
          trackBy="id"
          loading={level === 'loading'}
          items={level === 'ready' ? entries : []}
          selectedItems={chosen ? [chosen] : []}
          onSelectionChange={({ detail }) => {
            setChosen(detail.selectedItems[0] ?? null);
            setProblem(false);
          }}
          empty={
            <Box color="text-body-secondary">
              {level === 'error' ? t('models.attribute.loadFailed') : t('models.attribute.empty')}
            </Box>
          }
          columnDefinitions={[
            {
              id: 'name',
              header: t('models.attribute.name'),
              cell: (e) =>
                e.isFile ? (
                  e.fileName
                ) : (
                  <Link
                    ariaLabel={t('models.attribute.open', { name: e.fileName })}
                    onFollow={(event) => {
                      event.preventDefault();
                      setPath((p) => [...p, { id: e.id, name: e.fileName }]);
                      setChosen(null);
                      setProblem(false);
                    }}
                  >
                    {e.fileName}
                  </Link>
                ),
            },
            {
              id: 'kind',
              header: t('models.attribute.kind'),
              cell: (e) => t(e.isFile ? 'models.attribute.file' : 'models.attribute.folder'),
              width: 120,
            },
          ]}
          data-testid="attribute-list"
          footer={
            level === 'ready' && pages.hasNextPage ? (
              <Box textAlign="center">
                <Button variant="inline-link" loading={pages.isFetchingNextPage} onClick={more}>
                  {t('models.attribute.more')}
                </Button>
              </Box>
            ) : undefined
          }
        />
      </SpaceBetween>
    </Modal>
  );
}
