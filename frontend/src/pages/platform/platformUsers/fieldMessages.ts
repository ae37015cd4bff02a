/**
 * The user dialogs check the Account field with the sign-up's user-name rule, whose messages say
 * "user name"; under a field labelled Account (账号) they must name that field instead. Messages
 * without a field name (the allowed characters) stay as they are.
 */
const ACCOUNT_MESSAGES: Readonly<Record<string, string>> = {
  'validation.username.required': 'platformUsers.accountRequired',
  'validation.username.digits': 'platformUsers.accountDigits',
  'validation.username.length': 'platformUsers.accountLength',
};

/** The message key to show under a field for a schema issue's key. */
export function fieldMessageKey(field: string, key: string): string {
  return field === 'account' ? (ACCOUNT_MESSAGES[key] ?? key) : key;
}
