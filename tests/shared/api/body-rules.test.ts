// The blocks a request body's rules are written with: a broken rule is told in its own words alone (what the
// demo server answers), a shape problem as the field and what was expected.
import { describe, expect, it } from 'vitest';
import { object, parseWith, text } from '../../../src/shared/api/schema';
import { mobile, optionalText, requiredText } from '../../../src/shared/api/schemas/bodies';

const body = object({
  name: requiredText('请输入姓名', 5, '姓名'),
  phone: mobile('请输入手机号码', '请输入正确的手机号码'),
  note: optionalText('note', 3),
  id: text,
});
const said = (value: unknown) => {
  try {
    parseWith(body, value, 'body');
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};
const good = { name: ' 林建华 ', phone: '13800000001', id: 'x-1' };

describe('body rules', () => {
  it('reads a good body: required text trimmed, an empty optional text absent', () => {
    expect(parseWith(body, { ...good, note: '' }, 'body')).toEqual({
      name: '林建华',
      phone: '13800000001',
      note: undefined,
      id: 'x-1',
    });
  });

  it('tells a broken rule in its words alone, an absent field by its own rule', () => {
    expect(said({ ...good, name: '   ' })).toBe('请输入姓名');
    expect(said({ ...good, name: '林建华林建华' })).toBe('姓名长度不能超过5个字符');
    const { phone: _phone, ...noPhone } = good;
    expect(said(noPhone)).toBe('请输入手机号码');
    expect(said({ ...good, phone: '12800000001' })).toBe('请输入正确的手机号码');
    expect(said({ ...good, note: 7 })).toBe('参数 note 应为字符串');
    expect(said({ ...good, note: '很长的备注' })).toBe('参数 note 长度不能超过3个字符');
  });

  it('tells a shape problem as the field and what was expected', () => {
    expect(said({ ...good, id: { value: 1 } })).toBe('Unexpected data at body.id: expected text');
    expect(said('name=林建华')).toBe('Unexpected data at body: expected an object');
  });
});
