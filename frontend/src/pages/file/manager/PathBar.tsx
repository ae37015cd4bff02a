import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Icon from '@cloudscape-design/components/icon';
import Link from '@cloudscape-design/components/link';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { PathCrumb } from '../../../api/files.ts';
import { currentClientId } from '../../../app/clientId.ts';
import { withClientId } from '../../../app/paths.ts';
import { filePaths } from '../paths.ts';
import { collapsePath } from './rules.ts';
import type { DropHandlers } from './useDragMove.ts';

export interface PathBarProps {
  projectId: string;
  path: readonly PathCrumb[];
  rootLabel: string;
  onOpen: (dirId: string) => void;
  drop: (crumb: { id: string }) => DropHandlers;
  dropOverId: string | null;
}

/**
 * The folder path bar (spec 1 §2): the root, then each folder; from 5 levels on the middle ones
 * fold into an ellipsis menu. Every crumb but the current folder is a drop target for moves.
 */
export function PathBar({ projectId, path, rootLabel, onOpen, drop, dropOverId }: PathBarProps) {
  const { t } = useTranslation();
  const items = collapsePath(path);
  const last = path[path.length - 1];
  const label = (crumb: PathCrumb) => (crumb.id === projectId ? rootLabel : crumb.fileName);
  const href = (id: string) => `#${withClientId(filePaths.index(projectId, id), currentClientId())}`;
  return (
    <nav className="ll-path" aria-label={t('files.path.label')} data-testid="file-path">
      <ol className="ll-path__list">
        {items.map((item, index) => (
          <Fragment key={item.kind === 'crumb' ? item.crumb.id : 'ellipsis'}>
            {index > 0 && (
              <li className="ll-path__sep" aria-hidden="true">
                <Icon name="angle-right" size="small" variant="subtle" />
              </li>
            )}
            {item.kind === 'ellipsis' ? (
              <li className="ll-path__item">
                <ButtonDropdown
                  variant="inline-icon"
                  ariaLabel={t('files.path.hidden')}
                  items={item.hidden.map((c) => ({ id: c.id, text: label(c) }))}
                  onItemClick={({ detail }) => onOpen(detail.id)}
                  expandToViewport
                  data-testid="file-path-ellipsis"
                />
              </li>
            ) : item.crumb.id === last?.id ? (
              <li
                className="ll-path__item ll-path__item--current"
                aria-current="page"
                data-testid="file-path-current"
              >
                {label(item.crumb)}
              </li>
            ) : (
              <li
                className={`ll-path__item${dropOverId === item.crumb.id ? ' ll-drop-over' : ''}`}
                data-testid="file-path-crumb"
                data-id={item.crumb.id}
                {...drop(item.crumb)}
              >
                <Link
                  href={href(item.crumb.id)}
                  onFollow={(event) => {
                    event.preventDefault();
                    onOpen(item.crumb.id);
                  }}
                >
                  {label(item.crumb)}
                </Link>
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
