import type { PidAttribute, TagType } from '@loopline/shared/contracts/pidRules';
import type { TFunction } from 'i18next';

/** Select options of the rule dialog, labelled in the user's language. */

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

export function attributeLabel(attribute: PidAttribute | undefined, language: string): string {
  if (!attribute) return '';
  return language === 'zh' ? attribute.attrName : attribute.attrNameEn;
}

/** The attributes a row of `type` may fill; those another row uses are disabled (spec 3 §5). */
export function attributeOptions(
  attributes: readonly PidAttribute[],
  type: TagType | 'circuit',
  taken: ReadonlySet<string>,
  language: string,
): Option[] {
  return attributes
    .filter((a) => type === 'circuit' || a.types.includes(type))
    .map((a) => ({ value: a.id, label: attributeLabel(a, language), disabled: taken.has(a.id) }));
}

export function keyedOptions(values: readonly string[], prefix: string, t: TFunction): Option[] {
  return values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
}

/** The selected option of a Select, or null for '' (nothing chosen). */
export function selected(options: readonly Option[], value: string | undefined) {
  return options.find((o) => o.value === value) ?? null;
}
