/** Pure text work of the resource configs: masking secrets and filling message templates. */

/** The readable end of a secret kept beside its sealed value: at most 4 characters, none of a short one. */
export function secretHint(value: string): string {
  return value.length >= 12 ? value.slice(-4) : '';
}

/** A secret as answered: never in full. */
export function maskSecret(hint: string, present: boolean): string {
  if (!present) return '';
  return `******${hint}`;
}

/** Fills `{{name}}` from params; answers the names the template needs and params lacks. */
export function fillTemplate(
  content: string,
  params: Record<string, string | number>,
): { text: string; missing: string[] } {
  const missing = new Set<string>();
  const text = content.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in params)) {
      missing.add(name);
      return '';
    }
    return String(params[name]);
  });
  return { text, missing: [...missing] };
}
