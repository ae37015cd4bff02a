/** Query keys of the help pages: the admin-written questions, per language (they come translated). */
export const helpKeys = {
  client: (lang: string) => ['help', 'client', lang] as const,
};
