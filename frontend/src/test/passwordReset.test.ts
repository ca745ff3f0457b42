import { describe, expect, it } from 'vitest';
import { revokedText } from '../lib/passwordReset';

describe('revokedText', () => {
  it('says how many API tokens the reset revoked', () => {
    expect(revokedText(0)).toBe('The account had no API tokens to revoke.');
    expect(revokedText(1)).toBe('1 API token of the account was revoked.');
    expect(revokedText(3)).toBe('3 API tokens of the account were revoked.');
  });
});
