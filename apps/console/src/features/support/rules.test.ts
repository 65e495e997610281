import { describe, expect, it } from 'vitest';
import { EMPTY_PUSH, pushBody, pushFormSchema } from './rules';

const fieldsOf = (form: unknown) => {
  const r = pushFormSchema.safeParse(form);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
};

describe('push form', () => {
  it('sends only the chosen target', () => {
    const form = { ...EMPTY_PUSH, title: 'Hi', body: 'News', memberId: '42' };
    expect(pushBody(form)).toEqual({ title: 'Hi', body: 'News', url: '/m/home', topic: 'ALL' });
    expect(pushBody({ ...form, target: 'member' })).toEqual({
      title: 'Hi',
      body: 'News',
      url: '/m/home',
      memberId: 42,
    });
  });

  it("refuses with the contract's rules, on the field they are about", () => {
    expect(fieldsOf({ ...EMPTY_PUSH, title: 'Hi', body: 'News' })).toEqual([]);
    expect(fieldsOf({ ...EMPTY_PUSH, title: ' ', body: '' })).toEqual(['title', 'body']);
    expect(fieldsOf({ ...EMPTY_PUSH, title: 'Hi', body: 'B', topic: 'no spaces' })).toEqual([
      'topic',
    ]);
    expect(
      fieldsOf({ ...EMPTY_PUSH, title: 'Hi', body: 'B', target: 'member', memberId: 'abc' }),
    ).toEqual(['memberId']);
    expect(
      fieldsOf({ ...EMPTY_PUSH, title: 'Hi', body: 'B', target: 'member', memberId: '' }),
    ).toContain('memberId');
    expect(fieldsOf({ ...EMPTY_PUSH, title: 'Hi', body: 'B', url: 'javascript:alert(1)' })).toEqual(
      ['url'],
    );
  });
});
