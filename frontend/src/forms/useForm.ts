import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Values = Record<string, string | boolean>;
/** A field check: the i18n key of the problem, or undefined. It sees all values (for confirmations). */
export type Checks<V extends Values> = Partial<Record<keyof V, (values: V) => string | undefined>>;

/**
 * Form state with the shared rules: a field's error shows once it was left or a submit was tried,
 * and follows the value from then on. Server answers about one field (account taken) sit beside it
 * until the field changes.
 */
export function useForm<V extends Values>(initial: V, checks: Checks<V>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<Partial<Record<keyof V, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof V, string>>>({});

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const touch = useCallback((field: keyof V) => setShown((current) => ({ ...current, [field]: true })), []);

  const problem = (field: keyof V) => checks[field]?.(values);

  const error = (field: keyof V): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    const key = shown[field] ? problem(field) : undefined;
    return key ? t(key) : undefined;
  };

  /** Shows the errors of the given fields (all checked ones by default); true when they are fine. */
  const validate = (fields: (keyof V)[] = Object.keys(checks) as (keyof V)[]): boolean => {
    setShown((current) => ({ ...current, ...Object.fromEntries(fields.map((f) => [f, true])) }));
    return fields.every((field) => !problem(field) && !serverErrors[field]);
  };

  const setServerError = useCallback((field: keyof V, message: string) => {
    setShown((current) => ({ ...current, [field]: true }));
    setServerErrors((current) => ({ ...current, [field]: message }));
  }, []);

  /** Props for a Cloudscape Input bound to a text field. */
  const input = (field: { [K in keyof V]: V[K] extends string ? K : never }[keyof V]) => ({
    value: values[field] as string,
    onChange: ({ detail }: { detail: { value: string } }) => set(field, detail.value as V[typeof field]),
    onBlur: () => touch(field),
    invalid: Boolean(error(field)),
  });

  return {
    values,
    set,
    touch,
    error,
    validate,
    setServerError,
    input,
    isValid: (field: keyof V) => !problem(field),
  };
}
