import Input from '@cloudscape-design/components/input';
import { blocksKey, type NumericRules, sanitizeNumeric, settleNumeric } from './numericInput.ts';

/**
 * A number field of the back office (spec 3 §5): refuses e and repeated signs or dots as they are
 * typed, trims pasted text to 13 integer digits and 16 decimals, and clamps and pads when left.
 * The value stays a string so long decimals are never rounded by a float.
 */
export function NumericInput({
  value,
  onChange,
  rules = {},
  placeholder,
  disabled,
  invalid,
  ariaLabel,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  rules?: NumericRules;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  ariaLabel?: string;
  testId?: string;
}) {
  return (
    <Input
      value={value}
      inputMode={rules.decimals === 0 ? 'numeric' : 'decimal'}
      placeholder={placeholder}
      disabled={disabled}
      invalid={invalid}
      ariaLabel={ariaLabel}
      data-testid={testId}
      onKeyDown={(event) => {
        if (blocksKey(event.detail.key, value, rules)) event.preventDefault();
      }}
      onChange={({ detail }) => onChange(sanitizeNumeric(detail.value, rules))}
      onBlur={() => onChange(settleNumeric(value, rules))}
    />
  );
}
