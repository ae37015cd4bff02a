import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { missedTags, type SuspectWord } from '../../../api/pidPipelines.ts';
import { identifyKeys } from './keys.ts';

interface Props {
  projectId: string;
  pfileId: string;
  page: number;
  editable: boolean;
  /** A box is being added for a word. */
  adding: boolean;
  onShow: (word: SuspectWord) => void;
  onAccept: (word: SuspectWord) => void;
}

/**
 * Missed tags (suspectedUnidentification): words on the page that the drawing's rules read as tags but
 * that no box covers. A word is shown on the page; accepting it draws a box there (addRectBox) with the
 * tag and type the rules read, which the detail panel then lets the user correct.
 */
export function MissedTagsPanel({ projectId, pfileId, page, editable, adding, onShow, onAccept }: Props) {
  const { t } = useTranslation();
  const words = useQuery({
    queryKey: identifyKeys.missed(projectId, pfileId, page),
    queryFn: () => missedTags(projectId, pfileId, page),
  });
  return (
    <SpaceBetween size="s">
      <Box variant="h3" padding={{ top: 'n' }}>
        {t('identify.missedTitle')}
      </Box>
      <Box color="text-body-secondary" fontSize="body-s">
        {t('identify.missedHint')}
      </Box>
      {words.isPending ? (
        <Spinner />
      ) : words.error ? (
        <Box color="text-status-error">{t('identify.missedFailed')}</Box>
      ) : words.data.length === 0 ? (
        <Box color="text-status-inactive" data-testid="identify-missed-empty">
          {t('identify.missedEmpty')}
        </Box>
      ) : (
        <ul className="identify-missed" data-testid="identify-missed">
          {words.data.map((word) => (
            <li key={`${word.box.x},${word.box.y},${word.text}`} data-tag={word.tag}>
              <Button variant="inline-link" onClick={() => onShow(word)}>
                {word.tag}
              </Button>
              <span className="identify-run-count">
                {t(`identify.typeOne.${word.type}`)}
                {word.text.trim() !== word.tag ? ` · “${word.text.trim()}”` : ''}
              </span>
              {editable && (
                <Button
                  variant="inline-icon"
                  iconName="add-plus"
                  ariaLabel={t('identify.missedAccept', { tag: word.tag })}
                  disabled={adding}
                  onClick={() => onAccept(word)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </SpaceBetween>
  );
}
