import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import Icon from '@cloudscape-design/components/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../../api/files.ts';
import { sizeText, TimeText } from './columns.tsx';
import { type EntryViewProps, readyEntries, wrapperHandlers } from './entryViews.ts';

/** The large picture of a card: the file's thumbnail when it has one, else its icon with the suffix. */
function Thumb({ entry }: { entry: FileEntry }) {
  const [broken, setBroken] = useState(false);
  if (entry.isFile && entry.thumbnailUrl && !broken)
    return (
      <div className="ll-thumb ll-thumb--picture" aria-hidden="true">
        <img
          src={entry.thumbnailUrl}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
          data-testid="entry-thumbnail"
        />
      </div>
    );
  return (
    <div className={`ll-thumb${entry.isFile ? '' : ' ll-thumb--folder'}`} aria-hidden="true">
      <Icon name={entry.isFile ? 'file' : 'folder'} size="large" variant={entry.isFile ? 'subtle' : 'link'} />
      {entry.isFile && entry.fileSuffix ? <span className="ll-thumb__suffix">{entry.fileSuffix}</span> : null}
    </div>
  );
}

/** The thumbnail mode: cards with multi-select; drops and double-clicks as in the list. */
export function ThumbView(props: EntryViewProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="ll-entries ll-entries--cards" data-testid="file-cards" {...wrapperHandlers(props)}>
      <Cards<FileEntry>
        variant="full-page"
        stickyHeader
        header={props.header}
        filter={props.filter}
        items={readyEntries(props.state)}
        loading={props.state.status === 'loading'}
        loadingText={t('files.loading')}
        empty={props.empty}
        trackBy="id"
        selectionType="multi"
        selectedItems={props.selection}
        onSelectionChange={({ detail }) => props.onSelectionChange(detail.selectedItems)}
        cardsPerRow={[
          { cards: 2 },
          { minWidth: 640, cards: 3 },
          { minWidth: 900, cards: 4 },
          { minWidth: 1200, cards: 5 },
        ]}
        cardDefinition={{
          header: (entry) => props.name(entry),
          sections: [
            { id: 'thumb', content: (entry) => <Thumb entry={entry} /> },
            // Drawings sent to recognition show its state under the picture.
            {
              id: 'recognition',
              content: (entry) => (entry.isFile && entry.state ? props.recognition(entry) : null),
            },
            {
              id: 'meta',
              content: (entry) => (
                <Box fontSize="body-s" color="text-body-secondary">
                  {entry.isFile ? (
                    <>
                      <span>{sizeText(entry)}</span>
                      <span className="ll-dot">·</span>
                    </>
                  ) : null}
                  <TimeText iso={entry.time} t={t} language={i18n.language} />
                </Box>
              ),
            },
          ],
        }}
        ariaLabels={{
          selectionGroupLabel: t('files.selection.group'),
          itemSelectionLabel: (_, entry) => t('files.selection.item', { name: entry.fileName }),
          cardsLabel: t('files.title'),
        }}
      />
    </div>
  );
}
