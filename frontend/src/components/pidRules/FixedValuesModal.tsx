import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readDictionary } from '../../api/pidRules.ts';
import { fixedValueProblems } from './draft.ts';

/** The dictionaries holding the preset lists of spec 3 §3 (attributeSign jz: building, sbzldm: equipment class). */
const PRESET_DICTIONARIES = { jz: 'pidPresetJz', sbzldm: 'pidPresetSbzldm' } as const;
type PresetSign = keyof typeof PRESET_DICTIONARIES;

const isPresetSign = (sign: string | undefined): sign is PresetSign => sign === 'jz' || sign === 'sbzldm';

/** One value a line; blank lines at the very end are just the last Enter, not empty values. */
function linesOf(text: string): string[] {
  const lines = text.split('\n');
  while (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
  return lines;
}

/**
 * The fixed-field editor (spec 3 §2): a fixed row's values, or a circuit row's specific fields, one per line.
 * Values must not be empty or repeat, and at least one is needed; a row whose attribute carries a preset sign
 * can take the preset list (building or equipment class codes, from `dic`).
 */
export function FixedValuesModal({
  title,
  values,
  attributeSign,
  readOnly,
  onSave,
  onClose,
}: {
  title: string;
  values: readonly string[];
  attributeSign?: string;
  /** A member who may not change the rules sees the values only. */
  readOnly: boolean;
  onSave: (values: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(values.join('\n'));
  const [tried, setTried] = useState(false);
  const [presetNote, setPresetNote] = useState('');
  const [loadingPreset, setLoadingPreset] = useState(false);
  const lines = linesOf(text);
  const problems = fixedValueProblems(lines);
  const presetName = isPresetSign(attributeSign) ? t(`pidRules.fixed.preset.${attributeSign}`) : '';

  const addPreset = async (sign: PresetSign) => {
    setLoadingPreset(true);
    try {
      const items = await readDictionary({ name: PRESET_DICTIONARIES[sign] });
      if (items.length === 0) {
        setPresetNote(t('pidRules.fixed.presetEmpty', { name: presetName }));
        return;
      }
      const have = new Set(lines.map((line) => line.trim().toUpperCase()));
      const added = items.map((item) => item.dictKey.toUpperCase()).filter((key) => !have.has(key));
      setText([...lines, ...added].join('\n'));
      setPresetNote(t('pidRules.fixed.presetAdded', { count: added.length }));
    } catch {
      // The API client has shown the server's message.
    } finally {
      setLoadingPreset(false);
    }
  };

  const save = () => {
    setTried(true);
    if (problems.length > 0) return;
    onSave(lines.map((line) => line.trim().toUpperCase()));
  };

  return (
    <Modal
      visible
      header={title}
      onDismiss={onClose}
      data-testid="pid-fixed-modal"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {t('pidRules.cancel')}
            </Button>
            {!readOnly && (
              <Button variant="primary" onClick={save} data-testid="pid-fixed-ok">
                {t('pidRules.fixed.ok')}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <FormField
          label={t('pidRules.fixed.values')}
          description={t('pidRules.fixed.count', { count: lines.filter((line) => line.trim()).length })}
          errorText={
            tried && problems.length > 0
              ? problems
                  .slice(0, 5)
                  .map((p) => t(p.key, p.params ?? {}))
                  .join(' ')
              : undefined
          }
        >
          <Textarea
            value={text}
            rows={12}
            readOnly={readOnly}
            onChange={({ detail }) => setText(detail.value)}
            data-testid="pid-fixed-text"
          />
        </FormField>
        {!readOnly && isPresetSign(attributeSign) && (
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Button
              loading={loadingPreset}
              onClick={() => void addPreset(attributeSign)}
              data-testid="pid-fixed-preset"
            >
              {t('pidRules.fixed.preset', { name: presetName })}
            </Button>
            {presetNote && <Box color="text-body-secondary">{presetNote}</Box>}
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Modal>
  );
}
