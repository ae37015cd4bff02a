import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Textarea from '@cloudscape-design/components/textarea';
import type { PidAttribute, RuleSetData } from '@loopline/shared/contracts/pidRules';
import { compileRuleSet, type TagMatch } from '@loopline/shared/pid/rules';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attributeLabel } from './options.ts';

/** Typical tags of each type (and two texts that are no tags), so the preview says something at once. */
const SAMPLE_TAGS = [
  '6"-P-1001-A1A',
  'P-906A/B',
  'FIC-101',
  'FT 101',
  'FV-101',
  'PSV-2001',
  'PT 2001A',
  'NOTE 1',
];

interface PreviewRow {
  text: string;
  match: TagMatch | null;
  loop: string | null;
}

/** Reads each sample with the browser-compiled rules: the engine's own compiler on the rules being edited. */
function readSamples(ruleSet: RuleSetData, samples: string[]): PreviewRow[] {
  const matcher = compileRuleSet(ruleSet);
  return samples.map((text) => {
    const match = matcher.match(text);
    return { text, match, loop: match ? (matcher.circuitOf(match)?.loop ?? null) : null };
  });
}

/** The dialog's live preview: sample tags parsed under the rules as they are being edited. */
export function PreviewPanel({
  ruleSet,
  attributes,
}: {
  ruleSet: RuleSetData;
  attributes: readonly PidAttribute[];
}) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(SAMPLE_TAGS.join('\n'));
  // Compiling the default set takes tens of milliseconds: keep typing in the editor smooth.
  const deferredRules = useDeferredValue(ruleSet);
  const deferredText = useDeferredValue(text);
  const rows = useMemo(() => {
    const samples = deferredText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    return readSamples(deferredRules, samples);
  }, [deferredRules, deferredText]);
  const nameOf = (id: string) =>
    attributeLabel(
      attributes.find((a) => a.id === id),
      i18n.language,
    ) || id;

  return (
    <Container
      header={
        <Header variant="h3" description={t('pidRules.preview.hint')}>
          {t('pidRules.preview.title')}
        </Header>
      }
    >
      <FormField label={t('pidRules.preview.samples')} stretch>
        <Textarea
          value={text}
          rows={5}
          onChange={({ detail }) => setText(detail.value)}
          data-testid="pid-preview-samples"
        />
      </FormField>
      <ul className="ll-pid-preview" data-testid="pid-preview-table">
        {rows.length === 0 && <Box color="text-body-secondary">{t('pidRules.preview.empty')}</Box>}
        {rows.map((row, index) => (
          // Samples may repeat; the position is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <div className="ll-pid-preview-head">
              <span className="ll-pid-preview-text">{row.text}</span>
              {row.match ? (
                <Box variant="span" color="text-status-info">
                  {t(`pid.type.${row.match.type}`)}
                </Box>
              ) : (
                <Box variant="span" color="text-status-inactive">
                  {t('pidRules.preview.noMatch')}
                </Box>
              )}
            </div>
            {row.match && (
              <Box variant="small" color="text-body-secondary">
                {t('pidRules.preview.tag')}: <strong data-testid="pid-preview-tag">{row.match.tag}</strong>
                {row.loop ? ` · ${t('pidRules.preview.loop')}: ${row.loop}` : ''}
                <br />
                {Object.entries(row.match.fields)
                  .map(([id, value]) => `${nameOf(id)}: ${value}`)
                  .join(' · ')}
              </Box>
            )}
            {!row.match && <span data-testid="pid-preview-tag" hidden />}
          </li>
        ))}
      </ul>
    </Container>
  );
}
