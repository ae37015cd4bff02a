import type {
  CircuitRow,
  PidAttribute,
  RuleRow,
  RuleSetData,
  TagRule,
  TagType,
} from '@loopline/shared/contracts/pidRules';
import { TAG_TYPES } from '@loopline/shared/contracts/pidRules';
import { type RuleProblem, validateRuleSet } from '@loopline/shared/pid/rules';

/**
 * The rule set being edited in the rule settings dialog, and the edits it allows. Every edit keeps the
 * spec 3 §5 placement rules at once (allow-empty only on the last row, the last row's delimiter a space,
 * ruleSort the row's position), so what the user sees is what the server will store; the checks themselves
 * are the server's own `validateRuleSet`, run in the browser.
 */
export type Draft = RuleSetData;

/** Rows in order, renumbered, with the placement rules applied. */
function placed(rows: RuleRow[]): RuleRow[] {
  return rows.map((row, i) => {
    const last = i === rows.length - 1;
    return {
      ...row,
      ruleSort: i + 1,
      allowToBeEmpty: last ? row.allowToBeEmpty : 1,
      delimiter: last ? 'space' : row.delimiter,
    };
  });
}

/** The draft as the dialog starts from: every type present, rows sorted and placed. */
export function draftOf(data: RuleSetData): Draft {
  return {
    types: TAG_TYPES.map((type) => {
      const set = data.types.find((t) => t.type === type);
      return {
        type,
        ruleSettings: (set?.ruleSettings ?? []).map((rule) => ({
          ...rule,
          rows: placed([...rule.rows].sort((a, b) => (a.ruleSort ?? 0) - (b.ruleSort ?? 0))),
        })),
      };
    }),
    meterRuleSettings: data.meterRuleSettings.map((row, i) => ({ ...row, ruleSort: i + 1 })),
  };
}

export function rulesOf(draft: Draft, type: TagType): TagRule[] {
  return draft.types.find((t) => t.type === type)?.ruleSettings ?? [];
}

function withRules(draft: Draft, type: TagType, change: (rules: TagRule[]) => TagRule[]): Draft {
  return {
    ...draft,
    types: draft.types.map((set) =>
      set.type === type ? { ...set, ruleSettings: change(set.ruleSettings) } : set,
    ),
  };
}

function withRows(draft: Draft, type: TagType, ruleIndex: number, change: (rows: RuleRow[]) => RuleRow[]) {
  return withRules(draft, type, (rules) =>
    rules.map((rule, i) => (i === ruleIndex ? { ...rule, rows: placed(change(rule.rows)) } : rule)),
  );
}

export function newRow(type: TagType): RuleRow {
  return {
    fkAttributeId: '',
    fieldFeatures: '',
    delimiter: 'hyphen',
    allowToBeEmpty: 1,
    dmRuleFixeds: [],
    ruleType: type,
  };
}

export const ruleEdits = {
  addRule: (draft: Draft, type: TagType, name: string) =>
    withRules(draft, type, (rules) => [...rules, { name, rows: placed([newRow(type)]) }]),
  removeRule: (draft: Draft, type: TagType, ruleIndex: number) =>
    withRules(draft, type, (rules) => rules.filter((_, i) => i !== ruleIndex)),
  renameRule: (draft: Draft, type: TagType, ruleIndex: number, name: string) =>
    withRules(draft, type, (rules) => rules.map((rule, i) => (i === ruleIndex ? { ...rule, name } : rule))),
  addRow: (draft: Draft, type: TagType, ruleIndex: number) =>
    withRows(draft, type, ruleIndex, (rows) => [...rows, newRow(type)]),
  removeRow: (draft: Draft, type: TagType, ruleIndex: number, rowIndex: number) =>
    withRows(draft, type, ruleIndex, (rows) => rows.filter((_, i) => i !== rowIndex)),
  /** Moves a row one place up (-1) or down (+1): the rule's order (ruleSort). */
  moveRow: (draft: Draft, type: TagType, ruleIndex: number, rowIndex: number, step: -1 | 1) =>
    withRows(draft, type, ruleIndex, (rows) => {
      const target = rowIndex + step;
      if (target < 0 || target >= rows.length) return rows;
      const next = [...rows];
      [next[rowIndex], next[target]] = [next[target], next[rowIndex]];
      return next;
    }),
  updateRow: (draft: Draft, type: TagType, ruleIndex: number, rowIndex: number, patch: Partial<RuleRow>) =>
    withRows(draft, type, ruleIndex, (rows) =>
      rows.map((row, i) => (i === rowIndex ? { ...row, ...patch } : row)),
    ),
};

export function newCircuitRow(): CircuitRow {
  return { fkAttributeId: '', fieldFeatures: '', handlingMethod: 'all', dmRuleFixeds: [] };
}

function withCircuitRows(draft: Draft, change: (rows: CircuitRow[]) => CircuitRow[]): Draft {
  return {
    ...draft,
    meterRuleSettings: change(draft.meterRuleSettings).map((row, i) => ({ ...row, ruleSort: i + 1 })),
  };
}

export const circuitEdits = {
  add: (draft: Draft) => withCircuitRows(draft, (rows) => [...rows, newCircuitRow()]),
  remove: (draft: Draft, index: number) =>
    withCircuitRows(draft, (rows) => rows.filter((_, i) => i !== index)),
  update: (draft: Draft, index: number, patch: Partial<CircuitRow>) =>
    withCircuitRows(draft, (rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row))),
};

/** Attribute ids other rows of the same rule (or circuit table) already use: disabled in this row's picker. */
export function takenAttributes(rows: readonly { fkAttributeId: string }[], rowIndex: number): Set<string> {
  return new Set(
    rows
      .filter((_, i) => i !== rowIndex)
      .map((row) => row.fkAttributeId)
      .filter(Boolean),
  );
}

/** What the spec's placement rules leave editable in a tag row. */
export function rowControls(row: RuleRow, rowIndex: number, rowCount: number) {
  const last = rowIndex === rowCount - 1;
  return {
    /** The last row's delimiter is forced to a space. */
    delimiter: !last,
    /** Only the last row may be empty. */
    allowEmpty: last,
    /** Fixed values only for the fixed feature. */
    fixedValues: row.fieldFeatures === 'fixed',
  };
}

/** Specific fields of a circuit row are edited only when it excludes. */
export const circuitFieldsEditable = (row: CircuitRow) => row.handlingMethod === 'exclude';

export interface DraftCheck {
  /** The draft as it will be stored (what the preview compiles). */
  ruleSet: RuleSetData;
  errors: RuleProblem[];
  warnings: RuleProblem[];
}

/** The server's spec 3 §5 checks on the draft. */
export function checkDraft(draft: Draft, attributes: readonly PidAttribute[]): DraftCheck {
  return validateRuleSet(draft, attributes);
}

/** Where a problem belongs in the dialog: a type's tab, or the circuit tab. */
export function problemTab(problem: RuleProblem): TagType | 'circuit' {
  return problem.key.startsWith('pid.circuit.') ? 'circuit' : (problem.params.type ?? 'pipeline');
}

/** The save body: every type's rules, the circuit rows riding on the instrument type. */
export function saveSets(draft: Draft) {
  return draft.types.map((set) =>
    set.type === 'instrument' ? { ...set, meterRuleSettings: draft.meterRuleSettings } : set,
  );
}

/** Fixed-field editor checks (spec 3 §5): not empty, no repeats, at least one. Keys of the SPA's strings. */
export function fixedValueProblems(
  values: readonly string[],
): { key: string; params?: Record<string, string | number> }[] {
  const problems: { key: string; params?: Record<string, string | number> }[] = [];
  if (values.length === 0) return [{ key: 'pidRules.fixed.required' }];
  const seen = new Map<string, number>();
  values.forEach((raw, i) => {
    const value = raw.trim().toUpperCase();
    if (!value) {
      problems.push({ key: 'pidRules.fixed.empty', params: { line: i + 1 } });
      return;
    }
    const first = seen.get(value);
    if (first !== undefined)
      problems.push({ key: 'pidRules.fixed.repeated', params: { line: i + 1, value, first } });
    else seen.set(value, i + 1);
  });
  return problems;
}
