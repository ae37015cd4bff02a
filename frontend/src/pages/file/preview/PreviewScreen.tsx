import { FILE_PAGE_SIZE } from '@loopline/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors.ts';
import { fileDownloadLink, listEntries, type SortOrder } from '../../../api/files.ts';
import { type LinkAccess, linkDetail, linkDownload } from '../../../api/previews.ts';
import { saveUrl } from '../../../app/saveAs.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { notify } from '../../../components/notifications/store.ts';
import { preloadPdfViewer } from '../../../components/viewers/index.ts';
import { filePaths } from '../paths.ts';
import { fileKeys } from '../queries.ts';
import { memberMayDownload as mayDownloadByPerms, notPreviewable, permsOf } from './downloadOffer.ts';
import { exportWithMarkup } from './exportMarkup.ts';
import { PreviewHeader } from './PreviewHeader.tsx';
import { PreviewState } from './PreviewState.tsx';
import { PreviewViewer } from './PreviewViewer.tsx';
import { exportFormat, hasMarkup, type PreviewQuery, showsPdf, viewerKind } from './query.ts';
import { RecognitionSide } from './RecognitionSide.tsx';
import { useMarkup } from './useMarkup.ts';
import { usePreviewSource } from './usePreviewSource.ts';

const NAME_ORDER: SortOrder = { field: 'name', asc: true };

/** Link visitors may download when the link allows it (the server checks each item again). */
function useLinkDownState(link: LinkAccess | undefined) {
  const detail = useQuery({
    queryKey: fileKeys.linkDetail(link?.linkId ?? '', link?.code),
    queryFn: () => linkDetail(link!),
    enabled: Boolean(link),
  });
  return !detail.error && detail.data?.downState === 1;
}

/**
 * A member's rights on a file previewSource refused (no answer, so no filePerms): the file found by
 * its name in the project. undefined while read, null when not found or not readable.
 */
function useRefusedFilePerms(query: PreviewQuery, enabled: boolean) {
  const found = useQuery({
    queryKey: [...fileKeys.entries(query.projectId, '', NAME_ORDER, query.name), 'perms'],
    queryFn: () =>
      listEntries(
        { projectId: query.projectId, fileName: query.name, order: NAME_ORDER, size: FILE_PAGE_SIZE },
        { silent: true },
      ),
    enabled: enabled && Boolean(query.name),
  });
  if (!enabled) return undefined;
  if (!query.name || found.error) return null;
  return found.data ? permsOf(found.data.records, query.fileId) : undefined;
}

/** The preview of one file: header, then the refusal, conversion state or viewer. */
export function PreviewScreen({ query, link }: { query: PreviewQuery; link?: LinkAccess }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const target = useMemo(
    () => ({ fileId: query.fileId, projectId: query.projectId, link }),
    [query.fileId, query.projectId, link],
  );
  const { load, retry, reconvert, canReconvert } = usePreviewSource(target);
  const source = load.kind === 'ready' ? load.source : null;
  const kind = source ? viewerKind(source) : null;
  // Markup is for members with viewFile (previewSource needs it); link visitors see none.
  const markupOn = Boolean(source && kind && hasMarkup(kind) && !link);
  const { markup, shapes, status } = useMarkup(
    markupOn ? { projectId: query.projectId, fileId: query.fileId } : null,
  );
  const linkDownAllowed = useLinkDownState(link);
  const [exporting, setExporting] = useState(false);
  const svgText = useRef<string | undefined>(undefined);
  const onSvg = useCallback((svg: string) => {
    svgText.current = svg;
  }, []);
  const fileName = source?.fileName || query.name;

  // A PDF (or an office file shown as one) gets pdf.js and its worker loading while previewSource
  // is asked, and its document opened as soon as the URL is known (the bench's first-page figure).
  useEffect(() => {
    if (showsPdf(query.name)) preloadPdfViewer();
  }, [query.name]);
  useEffect(() => {
    if (source && kind === 'pdf') preloadPdfViewer(source.url, query.page);
  }, [source, kind, query.page]);

  const back = () => {
    if (link) navigate(`/file/linkSharing?${new URLSearchParams({ id: link.linkId })}`);
    else navigate(filePaths.index(query.projectId, query.dirId ?? source?.parentId));
  };

  const memberMayDownload = !source?.filePerms || source.filePerms.includes('downFile');
  const mayDownload = link ? linkDownAllowed : memberMayDownload;
  // Not previewable (a csv …): the refusal offers the download the viewer's header would have.
  const refused = notPreviewable(load);
  const refusedPerms = useRefusedFilePerms(query, refused && !link);
  const mayDownloadRefused = refused && (link ? linkDownAllowed : mayDownloadByPerms(refusedPerms));
  const download = async () => {
    try {
      const answer = link
        ? await linkDownload(link, query.fileId)
        : await fileDownloadLink(query.projectId, { id: query.fileId, fileName });
      if (!answer?.url) throw new Error('empty');
      saveUrl(answer.url, answer.fileName ?? fileName);
    } catch (error) {
      notify.error(isApiError(error) && error.message ? error.message : t('download.failed'));
    }
  };

  const format = kind && markupOn ? exportFormat(kind) : null;
  const runExport = async () => {
    if (!source || !kind) return;
    setExporting(true);
    try {
      await exportWithMarkup(kind, { url: source.url, svg: svgText.current }, shapes, fileName);
    } catch {
      notify.error(t('filePreview.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="ll-preview" data-testid="preview-page" data-file-id={query.fileId}>
      <PreviewHeader
        fileName={fileName}
        onBack={back}
        backLabel={link ? t('filePreview.backToLink') : t('filePreview.backToFolder')}
        onDownload={source && mayDownload ? () => void download() : null}
        exportFormat={format}
        onExport={() => void runExport()}
        exporting={exporting}
        markupStatus={markupOn ? status : 'unavailable'}
      />
      <div className="ll-preview__body ll-preview__body--row">
        <div className="ll-preview__content">
          {source && kind ? (
            <PreviewViewer
              key={source.url}
              kind={kind}
              url={source.url}
              fileName={fileName}
              initialPage={query.page}
              markup={markup}
              onSvg={onSvg}
            />
          ) : (
            <PreviewState
              load={load}
              onRetry={() => void retry()}
              onReconvert={() => void reconvert()}
              canReconvert={canReconvert}
              onDownload={mayDownloadRefused ? () => void download() : null}
            />
          )}
        </div>
        {/* Members' drawings sent to recognition: the pages found, opened in the identify preview. */}
        {!link && <RecognitionSide projectId={query.projectId} fileId={query.fileId} fileName={fileName} />}
      </div>
    </div>
  );
}
