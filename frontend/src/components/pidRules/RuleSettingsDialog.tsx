import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Grid from '@cloudscape-design/components/grid';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Tabs from '@cloudscape-design/components/tabs';
import {
  type PidAttribute,
  type RuleSettingAnswer,
  TAG_TYPES,
  type TagType,
} from '@loopline/shared/contracts/pidRules';
import type { RuleProblem } from '@loopline/shared/pid/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RuleScope, saveRules } from '../../api/pidRules.ts';
import { ConfirmModal } from '../ConfirmModal.tsx';
import { notify } from '../notifications/store.ts';
import { AddAttribute } from './AddAttribute.tsx';
import { CircuitTable } from './CircuitTable.tsx';
import { checkDraft, circuitEdits, draftOf, problemTab, ruleEdits, rulesOf, saveSets } from './draft.ts';
import { FixedValuesModal } from './FixedValuesModal.tsx';
import { PreviewPanel } from './PreviewPanel.tsx';
import { pidRuleKeys, useRuleAttributes, useRuleSetting } from './queries.ts';
import { TypeRulesPanel } from './TypeRulesPanel.tsx';
import './pidRules.css';

type TabId = TagType | 'circuit';

/** Which values the fixed-field editor is open on. */
type FixedTarget =
  | { kind: 'row'; type: TagType; rule: number; row: number }
  | { kind: 'circuit'; row: number };

export interface RuleSettingsDialogProps {
  /** No projectId: the platform default rules (back office). */
  scope: RuleScope;
  /** False for members who may only look (the server refuses their saves too). */
  editable: boolean;
  onClose: () => void;
  /** After a save or a reset has been stored (before the dialog closes). */
  onSaved?: () => void;
}

/**
 * The recognition-rule settings dialog (spec 3 §2): tabs pipeline, device, valve, instrument and the
 * instrument-circuit table; cancel, reset to defaults, submit. Loads the rules in force, then edits a copy.
 */
export function RuleSettingsDialog(props: RuleSettingsDialogProps) {
  const { t } = useTranslation();
  const setting = useRuleSetting(props.scope);
  const attributes = useRuleAttributes(props.scope.projectId);
  const title = props.scope.fkFileId
    ? t('pidRules.titleDrawing')
    : props.scope.projectId
      ? t('pidRules.title')
      : t('pidRules.titleDefault');

  if (setting.data && attributes.data)
    return (
      <RuleEditor
        // A reset or a save answers new rules: start the edit again from them.
        key={`${setting.data.level}-${setting.data.updateTime ?? ''}`}
        {...props}
        title={title}
        answer={setting.data}
        attributes={attributes.data}
      />
    );
  const failed = setting.isError || attributes.isError;
  return (
    <Modal visible size="max" header={title} onDismiss={props.onClose} data-testid="pid-rules-dialog">
      {failed ? (
        <Alert type="error">{t('pidRules.loadFailed')}</Alert>
      ) : (
        <Box textAlign="center" padding="xl">
          <Spinner size="large" /> {t('pidRules.loading')}
        </Box>
      )}
    </Modal>
  );
}

function RuleEditor({
  scope,
  editable,
  onClose,
  onSaved,
  title,
  answer,
  attributes,
}: RuleSettingsDialogProps & { title: string; answer: RuleSettingAnswer; attributes: PidAttribute[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(answer));
  const [tab, setTab] = useState<TabId>('pipeline');
  const [fixed, setFixed] = useState<FixedTarget | null>(null);
  const [confirm, setConfirm] = useState<string | null>(null);
  const [resetting, setResetting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const check = useMemo(() => checkDraft(draft, attributes), [draft, attributes]);

  const problemText = (problem: RuleProblem) => {
    const { type, other, ...rest } = problem.params;
    return t(problem.key, {
      ...rest,
      ...(type ? { type: t(`pid.type.${type}`) } : {}),
      ...(other ? { other: t(`pid.type.${other}`) } : {}),
    });
  };

  const finish = (saved: RuleSettingAnswer, message: string) => {
    queryClient.setQueryData(pidRuleKeys.setting(scope), saved);
    notify.success(message);
    onSaved?.();
    onClose();
  };

  const send = async (confirmed: boolean) => {
    setBusy(true);
    try {
      const outcome = await saveRules(scope, saveSets(draft), { confirmed });
      // Code 5000: the server's confirm (spec 3 §5); the user decides, then it is sent with confirmed.
      if (outcome.kind === 'confirm') setConfirm(outcome.message);
      else finish(outcome.answer, outcome.message);
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    setTried(true);
    if (check.errors.length > 0) {
      setTab(problemTab(check.errors[0]));
      return;
    }
    void send(false);
  };

  const reset = async () => {
    const outcome = await saveRules(scope, [], { reset: true });
    if (outcome.kind === 'saved') finish(outcome.answer, outcome.message);
  };

  const tabProblems = (id: TabId) => ({
    errors: check.errors.filter((p) => problemTab(p) === id),
    warnings: check.warnings.filter((p) => problemTab(p) === id),
  });

  const problemsOf = (id: TabId) => {
    const { errors, warnings } = tabProblems(id);
    return (
      <>
        {errors.length > 0 && (
          <Alert type="error" header={t('pidRules.fixErrors')} data-testid="pid-rule-errors">
            <ul className="ll-pid-problems">
              {errors.map((p) => (
                <li key={`${p.key}-${JSON.stringify(p.params)}`}>{problemText(p)}</li>
              ))}
            </ul>
          </Alert>
        )}
        {warnings.length > 0 && (
          <Alert type="warning" header={t('pidRules.warnings')} data-testid="pid-rule-warnings">
            <ul className="ll-pid-problems">
              {warnings.map((p) => (
                <li key={`${p.key}-${JSON.stringify(p.params)}`}>{problemText(p)}</li>
              ))}
            </ul>
          </Alert>
        )}
      </>
    );
  };

  const tabLabel = (id: TabId, label: string) => {
    const count = tabProblems(id).errors.length;
    return (
      <span data-testid={`pid-tab-${id}`}>
        {label}
        {count > 0 ? ` (${count})` : ''}
      </span>
    );
  };

  const typeTab = (type: TagType) => ({
    id: type,
    label: tabLabel(type, t(`pid.type.${type}`)),
    content: (
      <SpaceBetween size="m">
        {problemsOf(type)}
        <TypeRulesPanel
          type={type}
          rules={rulesOf(draft, type)}
          attributes={attributes}
          editable={editable}
          actions={{
            addRule: () =>
              setDraft((d) =>
                ruleEdits.addRule(d, type, t('pidRules.rule', { index: rulesOf(d, type).length + 1 })),
              ),
            removeRule: (rule) => setDraft((d) => ruleEdits.removeRule(d, type, rule)),
            renameRule: (rule, name) => setDraft((d) => ruleEdits.renameRule(d, type, rule, name)),
            addRow: (rule) => setDraft((d) => ruleEdits.addRow(d, type, rule)),
            removeRow: (rule, row) => setDraft((d) => ruleEdits.removeRow(d, type, rule, row)),
            moveRow: (rule, row, step) => setDraft((d) => ruleEdits.moveRow(d, type, rule, row, step)),
            updateRow: (rule, row, patch) => setDraft((d) => ruleEdits.updateRow(d, type, rule, row, patch)),
            editFixed: (rule, row) => setFixed({ kind: 'row', type, rule, row }),
          }}
        />
        {editable && scope.projectId && <AddAttribute projectId={scope.projectId} type={type} />}
      </SpaceBetween>
    ),
  });

  const fixedRow =
    fixed?.kind === 'row'
      ? rulesOf(draft, fixed.type)[fixed.rule]?.rows[fixed.row]
      : fixed
        ? draft.meterRuleSettings[fixed.row]
        : undefined;

  return (
    <Modal
      visible
      size="max"
      header={title}
      onDismiss={onClose}
      data-testid="pid-rules-dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} data-testid="pid-rules-cancel">
              {t('pidRules.cancel')}
            </Button>
            {editable && (
              <Button onClick={() => setResetting(true)} disabled={busy} data-testid="pid-rules-reset">
                {t('pidRules.reset')}
              </Button>
            )}
            {editable && (
              <Button variant="primary" loading={busy} onClick={submit} data-testid="pid-rules-submit">
                {t('pidRules.submit')}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box color="text-body-secondary" data-testid="pid-rules-level">
          {t(`pidRules.level.${answer.level}`)}
        </Box>
        {!editable && (
          <Alert type="info" data-testid="pid-rules-readonly">
            {t(scope.fkFileId ? 'pidRules.readOnlyDrawing' : 'pidRules.readOnly')}
          </Alert>
        )}
        {tried && check.errors.length > 0 && (
          <Alert type="error" data-testid="pid-rules-submit-errors">
            {t('pidRules.fixErrors')} {problemText(check.errors[0])}
          </Alert>
        )}
        <Grid gridDefinition={[{ colspan: { default: 12, m: 9 } }, { colspan: { default: 12, m: 3 } }]}>
          <Tabs
            activeTabId={tab}
            onChange={({ detail }) => setTab(detail.activeTabId as TabId)}
            tabs={[
              ...TAG_TYPES.map(typeTab),
              {
                id: 'circuit',
                label: tabLabel('circuit', t('pidRules.tab.circuit')),
                content: (
                  <SpaceBetween size="m">
                    {problemsOf('circuit')}
                    <CircuitTable
                      rows={draft.meterRuleSettings}
                      attributes={attributes}
                      editable={editable}
                      actions={{
                        add: () => setDraft(circuitEdits.add),
                        remove: (row) => setDraft((d) => circuitEdits.remove(d, row)),
                        update: (row, patch) => setDraft((d) => circuitEdits.update(d, row, patch)),
                        editFields: (row) => setFixed({ kind: 'circuit', row }),
                      }}
                    />
                  </SpaceBetween>
                ),
              },
            ]}
          />
          <div className="ll-pid-preview-column">
            <PreviewPanel ruleSet={check.ruleSet} attributes={attributes} />
          </div>
        </Grid>
      </SpaceBetween>

      {fixed && fixedRow && (
        <FixedValuesModal
          title={fixed.kind === 'row' ? t('pidRules.fixed.title') : t('pidRules.fixed.specificTitle')}
          values={fixedRow.dmRuleFixeds.map((f) => f.fixedValue)}
          attributeSign={attributes.find((a) => a.id === fixedRow.fkAttributeId)?.attributeSign}
          readOnly={!editable}
          onClose={() => setFixed(null)}
          onSave={(values) => {
            const dmRuleFixeds = values.map((fixedValue) => ({ fixedValue }));
            setDraft((d) =>
              fixed.kind === 'row'
                ? ruleEdits.updateRow(d, fixed.type, fixed.rule, fixed.row, { dmRuleFixeds })
                : circuitEdits.update(d, fixed.row, { dmRuleFixeds }),
            );
            setFixed(null);
          }}
        />
      )}
      {confirm !== null && (
        <ConfirmModal
          header={t('pidRules.confirmTitle')}
          confirmText={t('pidRules.confirmSave')}
          testId="pid-rules-confirm"
          onConfirm={() => send(true)}
          onCancel={() => setConfirm(null)}
          onDone={() => setConfirm(null)}
        >
          {confirm}
        </ConfirmModal>
      )}
      {resetting && (
        <ConfirmModal
          header={t('pidRules.resetConfirmTitle')}
          confirmText={t('pidRules.reset')}
          testId="pid-rules-reset-confirm"
          onConfirm={reset}
          onCancel={() => setResetting(false)}
          onDone={() => setResetting(false)}
        >
          {scope.projectId ? t('pidRules.resetConfirm') : t('pidRules.resetConfirmDefault')}
        </ConfirmModal>
      )}
    </Modal>
  );
}
