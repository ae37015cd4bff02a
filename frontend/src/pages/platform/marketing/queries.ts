/** Query keys of the marketing centre's pages. */
export const marketingKeys = {
  all: () => ['marketing'] as const,
  rules: () => ['marketing', 'rules'] as const,
  validRules: () => ['marketing', 'validRules'] as const,
  coupons: () => ['marketing', 'coupons'] as const,
  events: () => ['marketing', 'events'] as const,
};
