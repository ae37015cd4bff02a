/** Anything with zod's `safeParse`: the shared rules, whose issue messages are i18n keys. */
export interface Rule {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

/** The i18n key of the first broken rule, or undefined when the value is fine. */
export function check(rule: Rule, value: unknown): string | undefined {
  const result = rule.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function required(value: string, key: string): string | undefined {
  return value.trim() === '' ? key : undefined;
}
