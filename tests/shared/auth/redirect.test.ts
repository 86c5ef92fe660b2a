// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HOME_PATH, safeRedirectTarget, toFrontRedirectUrl } from '../../../src/shared/auth/redirect';

const ORIGIN = 'http://localhost:4173';

describe('redirectUrl validation', () => {
  it.each([
    ['http://localhost:4173/#/policyList-page=2&pageSize=15', '/policyList?page=2&pageSize=15'],
    ['http://localhost:4173/#/policyList?page=2', '/policyList?page=2'],
    ['#/newsList', '/newsList'],
    ['/enterprise/myApply', '/enterprise/myApply'],
    ['http://localhost:4173/#/indexHome', '/indexHome'],
    [
      'http://localhost:4173/#/platformTtransit-systemCode=creditLoan',
      '/platformTtransit?systemCode=creditLoan',
    ],
  ])('keeps the portal route %s', (raw, expected) => {
    expect(safeRedirectTarget(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    'https://evil.example/#/indexHome',
    'http://localhost:4173.evil.example/#/indexHome',
    'http://evil.example@localhost:4173/x', // no hash route
    '//evil.example/#/indexHome',
    '/\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '#/notARoute',
    '/checkLogin?code=11',
    '/loginOutTtransit',
    '#//evil.example',
    '/policyList?x="><script>',
    'http://localhost:4173/#/policyList\n/evil',
    '',
    'x'.repeat(3000),
  ])('sends %s home', (raw) => {
    expect(safeRedirectTarget(raw, ORIGIN)).toBe(HOME_PATH);
  });

  it('rejects non-strings', () => {
    expect(safeRedirectTarget(undefined, ORIGIN)).toBe(HOME_PATH);
    expect(safeRedirectTarget({ href: '/policyList' }, ORIGIN)).toBe(HOME_PATH);
  });

  it('builds the platform form of an address: ? becomes -', () => {
    expect(toFrontRedirectUrl('http://localhost:4173/#/policyList?page=2&pageSize=10')).toBe(
      'http://localhost:4173/#/policyList-page=2&pageSize=10',
    );
    expect(safeRedirectTarget(toFrontRedirectUrl('http://localhost:4173/#/newsList?page=3'), ORIGIN)).toBe(
      '/newsList?page=3',
    );
  });
});
