import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteKind, type FileEntry, renameEntry, type SortOrder } from '../../../api/files.ts';
import type { ProjectRow } from '../../../api/projects.ts';
import { currentClientId } from '../../../app/clientId.ts';
import { withClientId } from '../../../app/paths.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { notify } from '../../../components/notifications/store.ts';
import { useDebounced } from '../../../components/useDebounced.ts';
import { filePaths } from '../paths.ts';
import { fileKeys } from '../queries.ts';
import { type Dialog, Dialogs } from './dialogs/Dialogs.tsx';
import { EmptyState } from './EmptyState.tsx';
import type { EntryViewProps } from './entryViews.ts';
import { FolderHeader, FolderNotices } from './header.tsx';
import { ListControls } from './ListControls.tsx';
import { ListView } from './ListView.tsx';
import { MoreLoader } from './MoreLoader.tsx';
import { NameCell } from './NameCell.tsx';
import { useOpenFile } from './openFile.ts';
import { PathBar } from './PathBar.tsx';
import { RecognitionStatus } from './RecognitionStatus.tsx';
import { canRecognise } from './recognitionRules.ts';
import { type ActionContext, type EntryAction, folderActions, OPEN_THROTTLE_MS, throttle } from './rules.ts';
import { SidePanel } from './SidePanel.tsx';
import { ThumbView } from './ThumbView.tsx';
import { useDownload } from './useDownload.ts';
import { useDragMove } from './useDragMove.ts';
import { useEntryList } from './useEntryList.ts';
import { useEntrySelection } from './useEntrySelection.ts';
import { useFolder, useProjectPerm } from './useFolder.ts';
import { useListMode } from './useListMode.ts';
import { useLiveStatus } from './useLiveStatus.ts';
import { useRecognitionSubmit } from './useRecognitionSubmit.ts';

/** The file manager of one project at one folder (spec 1 §2): tree, path, list and actions. */
export function FileManager({ project, dirId }: { project: ProjectRow; dirId: string }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const projectId = project.id;
  const perm = useProjectPerm(projectId);
  const [version, setVersion] = useState(0);
  const folder = useFolder(projectId, dirId, perm);
  const [mode, setMode] = useListMode();
  const [search, setSearch] = useState('');
  const fileName = useDebounced(search.trim());
  const [order, setOrder] = useState<SortOrder>({ field: 'time', asc: false });
  const list = useEntryList({ projectId, dirId, order, fileName });
  // Pushed model, preview and recognition status changes patch their rows in place (issue 7, issue 17).
  useLiveStatus(projectId, list.state.status === 'ready' ? list.state.entries : [], list.patch);
  const { selection, setSelection, editingId, setEditingId } = useEntrySelection(
    list.state,
    JSON.stringify([dirId, fileName, order]),
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const retry = useRecognitionSubmit(projectId, list.patch);

  const context: ActionContext = {
    isDefault: perm?.isDefault ?? project.isDefault,
    canChangePerm: perm?.canChangePerm ?? false,
  };
  const path = folder.status === 'ready' ? folder.path : [];
  const here = path[path.length - 1];
  const folderName = !here || here.id === projectId ? project.projectName : here.fileName;
  const can = folderActions(folder.status === 'ready' ? folder.perms : [], context.isDefault);
  const { download, zipping } = useDownload(projectId, folderName);

  const { refresh } = list;
  const queryClient = useQueryClient();
  // The tree reads its open levels again; the path and signs of the folder shown are read again.
  const foldersChanged = useCallback(() => {
    setVersion((v) => v + 1);
    void queryClient.invalidateQueries({ queryKey: fileKeys.folders(projectId) });
  }, [queryClient, projectId]);
  const changed = useCallback(
    (folders: boolean) => {
      refresh();
      if (folders) foldersChanged();
    },
    [refresh, foldersChanged],
  );
  const uploaded = useCallback(() => changed(true), [changed]);
  const drag = useDragMove({
    projectId,
    selection,
    context,
    onMoved: useCallback((moved: FileEntry[]) => changed(moved.some((m) => !m.isFile)), [changed]),
  });

  const openFolder = useCallback(
    (id: string) => navigate(filePaths.index(projectId, id)),
    [navigate, projectId],
  );
  const throttled = useRef(throttle(OPEN_THROTTLE_MS));
  const openEntryFile = useOpenFile(dirId);
  const open = (entry: FileEntry) => {
    throttled.current(() => (entry.isFile ? openEntryFile(entry) : openFolder(entry.id)));
  };

  const rename = async (entry: FileEntry, name: string) => {
    const res = await renameEntry(projectId, entry, name);
    notify.success(res.msg);
    list.replace({ ...res.data, filePerms: res.data.filePerms ?? entry.filePerms });
    if (!entry.isFile) foldersChanged();
  };

  const act = (action: EntryAction) => {
    const [first] = selection;
    if (!first) return;
    if (action === 'download') void download(selection);
    if (action === 'move') setDialog({ kind: 'move', entries: selection });
    if (action === 'rename') setEditingId(first.id);
    if (action === 'permission') setDialog({ kind: 'permission', entry: first });
    if (action === 'share') setDialog({ kind: 'share', entries: selection });
    if (action === 'delete')
      deleteKind(projectId, selection).then(
        (type) => setDialog({ kind: 'delete', entries: selection, type }),
        () => {},
      );
  };

  const revealKey = path
    .slice(0, -1)
    .map((c) => c.id)
    .join('/');
  const reveal = useMemo(() => (revealKey ? revealKey.split('/') : []), [revealKey]);
  const state = list.state;
  const total = state.status === 'ready' ? state.total : null;

  const viewProps: EntryViewProps = {
    state,
    selection,
    onSelectionChange: setSelection,
    order,
    onOrderChange: setOrder,
    onOpen: open,
    drop: { over: drag.hover, leave: drag.leave, drop: drag.drop },
    name: (entry) => (
      <NameCell
        entry={entry}
        folderHref={
          entry.isFile
            ? undefined
            : `#${withClientId(filePaths.index(projectId, entry.id), currentClientId())}`
        }
        editing={editingId === entry.id}
        onOpen={open}
        onRename={rename}
        onEditEnd={() => setEditingId(null)}
        drag={drag.source(entry)}
        dropOver={drag.overId === entry.id}
      />
    ),
    recognition: (entry) => (
      <RecognitionStatus
        entry={entry}
        // A retry is the same submit, offered where the action would be (spec 1 §6).
        onRetry={context.isDefault !== 2 && canRecognise(entry) ? (e) => void retry.submit([e]) : undefined}
        retrying={retry.busy}
      />
    ),
    header: (
      <FolderHeader
        title={fileName ? t('files.search.title', { text: fileName }) : folderName}
        total={total}
        searching={Boolean(fileName)}
        toolbar={{
          projectId,
          projectName: project.projectName,
          dirId,
          selection,
          context,
          canCreateFolder: can.newFolder && !fileName,
          canUpload: can.upload && !fileName,
          downloading: zipping !== null,
          onRefresh: () => changed(true),
          onNewFolder: () => setDialog({ kind: 'newFolder' }),
          onUploaded: uploaded,
          onAction: act,
        }}
        onPatch={list.patch}
      />
    ),
    filter: (
      <ListControls
        search={search}
        onSearch={setSearch}
        order={order}
        onOrder={setOrder}
        mode={mode ?? 'list'}
        onMode={setMode}
      />
    ),
    empty: (
      <EmptyState
        state={state}
        searching={Boolean(fileName)}
        onClearSearch={() => setSearch('')}
        onRetry={list.retry}
      />
    ),
  };

  return (
    <div className="ll-files" data-testid="file-manager" data-project-id={projectId} data-dir-id={dirId}>
      <aside className="ll-files__side">
        <SidePanel
          projectId={projectId}
          dirId={dirId}
          reveal={reveal}
          version={version}
          onSelect={(id) => {
            setSelection([]);
            if (id !== dirId) openFolder(id);
          }}
          drop={drag.target}
          dropOverId={drag.overId}
        />
      </aside>
      <main className="ll-files__main">
        <SpaceBetween size="s">
          <PathBar
            projectId={projectId}
            path={path}
            rootLabel={t('files.tree.root')}
            onOpen={openFolder}
            drop={drag.target}
            dropOverId={drag.overId}
          />
          <FolderNotices
            problem={folder.status === 'error' ? folder.message : folder.status === 'notFound' ? '' : null}
            zipping={zipping}
            onRoot={() => openFolder(projectId)}
          />
          {mode === null ? (
            <div className="ll-files__wait">
              <Spinner size="large" />
            </div>
          ) : mode === 'thumbnail' ? (
            <ThumbView {...viewProps} />
          ) : (
            <ListView {...viewProps} />
          )}
          <MoreLoader state={state} onMore={list.loadMore} />
        </SpaceBetween>
      </main>
      <Dialogs
        dialog={dialog}
        projectId={projectId}
        dirId={dirId}
        rootLabel={t('files.tree.root')}
        onClose={() => setDialog(null)}
        onChanged={(folders) => {
          setDialog(null);
          changed(folders);
        }}
      />
    </div>
  );
}
