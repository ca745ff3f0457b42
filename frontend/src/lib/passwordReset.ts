/** What the reset did to the account's API tokens (the server revokes them all: whoever had the password could have made them). */
export function revokedText(revoked: number): string {
  if (revoked === 0) return 'The account had no API tokens to revoke.';
  return revoked === 1
    ? '1 API token of the account was revoked.'
    : `${revoked} API tokens of the account were revoked.`;
}
