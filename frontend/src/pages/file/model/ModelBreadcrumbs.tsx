import BreadcrumbGroup, { type BreadcrumbGroupProps } from '@cloudscape-design/components/breadcrumb-group';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { folderPath } from '../../../api/files.ts';
import { currentClientId } from '../../../app/clientId.ts';
import { withClientId } from '../../../app/paths.ts';
import { useAppNavigate } from '../../../app/useAppNavigate.ts';
import { projectPaths } from '../../project/paths.ts';
import { useProjectAccess } from '../../project/useProjectAccess.ts';
import { filePaths } from '../paths.ts';
import { fileKeys } from '../queries.ts';

/**
 * Where the model sits (issue 15): My projects › project › its folders › the model. The folder comes
 * from the page's dirId (the file manager passes the folder it was opened from); without one the
 * project links to its files' root.
 */
export function ModelBreadcrumbs({
  projectId,
  dirId,
  modelName,
}: {
  projectId: string;
  dirId: string;
  modelName: string;
}) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { access } = useProjectAccess(projectId);
  const path = useQuery({
    queryKey: [...fileKeys.folder(projectId, dirId), 'path'],
    queryFn: () => folderPath(projectId, dirId, { silentCodes: [400, 403, 404] }),
    enabled: Boolean(dirId && dirId !== projectId),
  });
  const href = (to: string) => `#${withClientId(to, currentClientId())}`;
  const folders = (path.data ?? []).filter((crumb) => crumb.id !== projectId);
  const items: BreadcrumbGroupProps.Item[] = [
    { text: t('projects.title'), href: href(projectPaths.list()) },
    {
      text: access.status === 'ready' ? access.project.projectName : t('files.title'),
      href: href(filePaths.index(projectId)),
    },
    ...folders.map((crumb) => ({ text: crumb.fileName, href: href(filePaths.index(projectId, crumb.id)) })),
    { text: modelName, href: '#' },
  ];
  return (
    <BreadcrumbGroup
      ariaLabel={t('projects.breadcrumbs')}
      data-testid="model-breadcrumbs"
      items={items}
      onFollow={(event) => {
        event.preventDefault();
        if (event.detail.href !== '#') navigate(event.detail.href.replace(/^#/, ''));
      }}
    />
  );
}
