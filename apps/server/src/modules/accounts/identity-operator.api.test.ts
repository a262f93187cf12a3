import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';

// PLATFORM_OPERATORS is read in lower case; the account's address may be written otherwise.
const OPERATOR = 'Operator.Identity@example.com';
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ operators: [OPERATOR.toLowerCase()] });
});
afterAll(async () => {
  await h?.close();
});

describe('the identity’s operator flag', () => {
  it('is true for a configured operator, whatever the case of the address, and false for others', async () => {
    const operator = await h.signUp({ email: OPERATOR });
    expect(operator.identity.isOperator).toBe(true);
    expect((await operator.client.get('/v1/auth/identity')).body.isOperator).toBe(true);
    const login = await h.client().post('/v1/auth/login', { email: OPERATOR, password: operator.password });
    expect(login.status).toBe(200);
    expect(login.body.isOperator).toBe(true);

    const owner = await h.signUp();
    expect(owner.identity.isOperator).toBe(false);
    expect((await owner.client.get('/v1/auth/identity')).body.isOperator).toBe(false);
  });
});
