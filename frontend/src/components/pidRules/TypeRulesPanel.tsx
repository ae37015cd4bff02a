import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { PidAttribute, RuleRow, TagRule, TagType } from '@loopline/shared/contracts/pidRules';
import { useTranslation } from 'react-i18next';
import { RuleRowsTable } from './RuleRowsTable.tsx';

export interface TypeRuleActions {
  addRule: () => void;
  removeRule: (ruleIndex: number) => void;
  renameRule: (ruleIndex: number, name: string) => void;
  addRow: (ruleIndex: number) => void;
  removeRow: (ruleIndex: number, rowIndex: number) => void;
  moveRow: (ruleIndex: number, rowIndex: number, step: -1 | 1) => void;
  updateRow: (ruleIndex: number, rowIndex: number, patch: Partial<RuleRow>) => void;
  editFixed: (ruleIndex: number, rowIndex: number) => void;
}

/** One tab of the dialog: the rules of a tag type, each a table of rows (spec 3 §2, §3). */
export function TypeRulesPanel({
  type,
  rules,
  attributes,
  editable,
  actions,
}: {
  type: TagType;
  rules: TagRule[];
  attributes: readonly PidAttribute[];
  editable: boolean;
  actions: TypeRuleActions;
}) {
  const { t } = useTranslation();
  return (
    <SpaceBetween size="m">
      {rules.length === 0 && <Box color="text-body-secondary">{t('pidRules.noRules')}</Box>}
      {rules.map((rule, ruleIndex) => (
        <Container
          // Rules have no id; their position is their identity while the dialog is open.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={ruleIndex}
          data-testid={`pid-rule-${type}-${ruleIndex}`}
          header={
            <Header
              variant="h3"
              actions={
                editable && (
                  <SpaceBetween direction="horizontal" size="xs">
                    <Button
                      onClick={() => actions.addRow(ruleIndex)}
                      data-testid={`pid-add-row-${type}-${ruleIndex}`}
                    >
                      {t('pidRules.addRow')}
                    </Button>
                    <Button onClick={() => actions.removeRule(ruleIndex)}>{t('pidRules.removeRule')}</Button>
                  </SpaceBetween>
                )
              }
            >
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                <span>{t('pidRules.rule', { index: ruleIndex + 1 })}</span>
                <Input
                  value={rule.name ?? ''}
                  disabled={!editable}
                  ariaLabel={t('pidRules.ruleName')}
                  placeholder={t('pidRules.ruleName')}
                  onChange={({ detail }) => actions.renameRule(ruleIndex, detail.value)}
                />
              </SpaceBetween>
            </Header>
          }
        >
          <RuleRowsTable
            type={type}
            rows={rule.rows}
            attributes={attributes}
            editable={editable}
            testId={`pid-rows-${type}-${ruleIndex}`}
            actions={{
              update: (rowIndex, patch) => actions.updateRow(ruleIndex, rowIndex, patch),
              move: (rowIndex, step) => actions.moveRow(ruleIndex, rowIndex, step),
              remove: (rowIndex) => actions.removeRow(ruleIndex, rowIndex),
              editFixed: (rowIndex) => actions.editFixed(ruleIndex, rowIndex),
            }}
          />
        </Container>
      ))}
      {editable && (
        <Button iconName="add-plus" onClick={actions.addRule} data-testid={`pid-add-rule-${type}`}>
          {t('pidRules.addRule')}
        </Button>
      )}
    </SpaceBetween>
  );
}
