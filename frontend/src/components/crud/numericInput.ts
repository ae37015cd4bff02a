/**
 * The numeric input's rules (spec 3 §5): no exponent letter, at most one minus (leading) and one dot,
 * at most 13 integer digits (14 characters with the sign) and 16 decimals; clamped to min and max and
 * padded to the configured decimals once the field is left. Pure, so the component only wires events.
 */
export interface NumericRules {
  /** Integer digits kept (default 13). */
  integerDigits?: number;
  /** Decimals kept (default 16; 0 for whole numbers). */
  decimals?: number;
  /** A minus sign may lead (default: when min is below 0 or not given). */
  allowNegative?: boolean;
  min?: number;
  max?: number;
  /** Pad the decimals to this many digits on blur. */
  pad?: number;
}

export const MAX_INTEGER_DIGITS = 13;
export const MAX_DECIMALS = 16;

const negativeAllowed = (rules: NumericRules) =>
  rules.allowNegative ?? (rules.min === undefined || rules.min < 0);

/** Keys refused before they reach the text: exponent letters, a plus, a second minus or dot. */
export function blocksKey(key: string, current: string, rules: NumericRules = {}): boolean {
  if (key === 'e' || key === 'E' || key === '+') return true;
  if (key === '-') return !negativeAllowed(rules) || current.includes('-');
  if (key === '.') return (rules.decimals ?? MAX_DECIMALS) === 0 || current.includes('.');
  return false;
}

/** What the field keeps of a typed or pasted text. */
export function sanitizeNumeric(raw: string, rules: NumericRules = {}): string {
  const integerDigits = Math.min(rules.integerDigits ?? MAX_INTEGER_DIGITS, MAX_INTEGER_DIGITS);
  const decimals = Math.min(rules.decimals ?? MAX_DECIMALS, MAX_DECIMALS);
  const text = raw.trim();
  const negative = negativeAllowed(rules) && text.startsWith('-');
  const body = text.replace(/[^0-9.]/g, '');
  const dot = body.indexOf('.');
  const whole = (dot < 0 ? body : body.slice(0, dot)).slice(0, integerDigits);
  const fraction =
    dot < 0
      ? undefined
      : body
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, decimals);
  const sign = negative ? '-' : '';
  if (fraction === undefined || decimals === 0) return sign + whole;
  return `${sign}${whole}.${fraction}`;
}

/** The value once the field is left: '' when nothing numeric was typed, else clamped and padded. */
export function settleNumeric(text: string, rules: NumericRules = {}): string {
  const clean = sanitizeNumeric(text, rules);
  if (!/\d/.test(clean)) return '';
  const value = Number(clean);
  if (rules.min !== undefined && value < rules.min) return pad(String(rules.min), rules.pad);
  if (rules.max !== undefined && value > rules.max) return pad(String(rules.max), rules.pad);
  const [whole = '', fraction] = clean.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '').replace(/^0+(?=\d)/, '') || '0';
  const normal = fraction ? `${sign}${digits}.${fraction}` : `${sign}${digits}`;
  return pad(normal === '-0' ? '0' : normal, rules.pad);
}

/** Pads (never rounds) the decimals to `places` digits; a string operation, so no float drift. */
function pad(text: string, places: number | undefined): string {
  if (!places) return text;
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(places, '0')}`;
}
