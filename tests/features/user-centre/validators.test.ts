import { describe, expect, it } from 'vitest';
import {
  investmentWan,
  normaliseAccount,
  validateBankForm,
  validatePersonForm,
  validateProjectForm,
  type ProjectForm,
} from '../../../src/features/user-centre/lib/validators';

describe('bank account change form', () => {
  it('accepts a bank name and 10 to 30 digits, spaces allowed', () => {
    expect(
      validateBankForm({ bankName: '中国建设银行泉州分行', bankAccount: '3505 0166 0101 0000 1234' }),
    ).toEqual({});
    expect(validateBankForm({ bankName: '工行', bankAccount: '1'.repeat(10) })).toEqual({});
    expect(validateBankForm({ bankName: '工行', bankAccount: '1'.repeat(30) })).toEqual({});
    expect(normaliseAccount('3505 0166-0101')).toBe('350501660101');
  });

  it('requires the bank name', () => {
    expect(validateBankForm({ bankName: '   ', bankAccount: '1234567890' }).bankName).toBe(
      'centre.bank.nameRequired',
    );
    expect(validateBankForm({ bankName: '银'.repeat(61), bankAccount: '1234567890' }).bankName).toBe(
      'centre.bank.nameTooLong',
    );
  });

  it('rejects short, long or non-digit accounts', () => {
    expect(validateBankForm({ bankName: '工行', bankAccount: '' }).bankAccount).toBe(
      'centre.bank.accountRequired',
    );
    expect(validateBankForm({ bankName: '工行', bankAccount: '123456789' }).bankAccount).toBe(
      'centre.bank.accountDigits',
    );
    expect(validateBankForm({ bankName: '工行', bankAccount: '1'.repeat(31) }).bankAccount).toBe(
      'centre.bank.accountDigits',
    );
    expect(validateBankForm({ bankName: '工行', bankAccount: '12345abc901' }).bankAccount).toBe(
      'centre.bank.accountDigits',
    );
  });
});

describe('add project form', () => {
  const good: ProjectForm = {
    projectName: '智能化生产线技术改造项目',
    investment: '1200.5',
    startDate: '2026-03-01',
    enterpriseType: ['1', '16', '163'],
    description: '厂房改造及设备购置',
  };

  it('accepts a complete project', () => {
    expect(validateProjectForm(good)).toEqual({});
    expect(validateProjectForm({ ...good, description: '', investment: 0.5 })).toEqual({});
  });

  it('requires a name of at most 50 characters', () => {
    expect(validateProjectForm({ ...good, projectName: ' ' }).projectName).toBe(
      'centre.project.nameRequired',
    );
    expect(validateProjectForm({ ...good, projectName: '项'.repeat(50) }).projectName).toBeUndefined();
    expect(validateProjectForm({ ...good, projectName: '项'.repeat(51) }).projectName).toBe(
      'centre.project.nameTooLong',
    );
  });

  it('requires an investment above 0 (万元)', () => {
    expect(validateProjectForm({ ...good, investment: '' }).investment).toBe(
      'centre.project.investmentRequired',
    );
    expect(validateProjectForm({ ...good, investment: 0 }).investment).toBe(
      'centre.project.investmentPositive',
    );
    expect(validateProjectForm({ ...good, investment: '-5' }).investment).toBe(
      'centre.project.investmentPositive',
    );
    expect(validateProjectForm({ ...good, investment: 'abc' }).investment).toBe(
      'centre.project.investmentPositive',
    );
    expect(validateProjectForm({ ...good, investment: '20000000' }).investment).toBe(
      'centre.project.investmentTooLarge',
    );
    expect(investmentWan('1,200')).toBeNull();
    expect(investmentWan(' 12.25 ')).toBe(12.25);
  });

  it('requires a real start date and an enterprise type', () => {
    expect(validateProjectForm({ ...good, startDate: '' }).startDate).toBe('centre.project.startRequired');
    expect(validateProjectForm({ ...good, startDate: '2026-02-30' }).startDate).toBe(
      'centre.project.startInvalid',
    );
    expect(validateProjectForm({ ...good, startDate: '01/03/2026' }).startDate).toBe(
      'centre.project.startInvalid',
    );
    expect(validateProjectForm({ ...good, enterpriseType: [] }).enterpriseType).toBe(
      'centre.project.typeRequired',
    );
  });

  it('limits the description to 500 characters', () => {
    expect(validateProjectForm({ ...good, description: '述'.repeat(500) }).description).toBeUndefined();
    expect(validateProjectForm({ ...good, description: '述'.repeat(501) }).description).toBe(
      'centre.project.descriptionTooLong',
    );
  });
});

describe('personal info form', () => {
  const good = { address: '丰泽区东湖街道刺桐路288号', countyCode: '350503', contactPreference: 'sms' };

  it('accepts a county from the city config, an address and a preference', () => {
    expect(validatePersonForm(good)).toEqual({});
  });

  it('names each problem', () => {
    expect(validatePersonForm({ ...good, address: '' }).address).toBe('centre.person.addressRequired');
    expect(validatePersonForm({ ...good, address: '丰泽' }).address).toBe('centre.person.addressTooShort');
    expect(validatePersonForm({ ...good, address: '址'.repeat(101) }).address).toBe(
      'centre.person.addressTooLong',
    );
    expect(validatePersonForm({ ...good, countyCode: '999999' }).countyCode).toBe(
      'centre.person.countyRequired',
    );
    expect(validatePersonForm({ ...good, countyCode: '' }).countyCode).toBe('centre.person.countyRequired');
    expect(validatePersonForm({ ...good, contactPreference: 'fax' }).contactPreference).toBe(
      'centre.person.preferenceRequired',
    );
  });
});
