import {
  OPERATOR_ROLES,
  ROLE_RIGHTS,
  type OperatorRight,
} from '@member-app/contract/rules/operators';

/**
 * The OpenAPI fields of an /admin route: its tag, the operator token, and which roles may call it
 * (from the one role table), so /docs shows the role each operation needs.
 */
export function adminDoc(right: OperatorRight | null, summary: string) {
  const roles = right
    ? OPERATOR_ROLES.filter((r) => ROLE_RIGHTS[r].includes(right))
    : OPERATOR_ROLES;
  return {
    tags: ['admin'],
    summary,
    description: right
      ? `Needs the right \`${right}\`: roles ${roles.join(', ')}. Under /admin/merchants/:code the operator must also be bound to the merchant.`
      : 'Any operator.',
    security: [{ operatorToken: [] }],
  };
}
