// @vitest-environment jsdom
// The note under an unrecognised county code in the address says what is really shown.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../../support/render';
import { ScopeChip } from '../../../src/features/policy/common/scope-chip';

afterEach(cleanup);

describe('ScopeChip with an unrecognised county code', () => {
  it('names the scope kept from before when one is shown', () => {
    renderWithProviders(<ScopeChip countyCode="350583" badCounty onClear={() => {}} />);
    const note = screen.getByTestId('scope-note').textContent ?? '';
    expect(note).toContain('南安市 + 全市');
    expect(note).not.toContain('默认');
  });

  it('says every area is shown when no scope is', () => {
    renderWithProviders(<ScopeChip countyCode={undefined} badCounty onClear={() => {}} />);
    expect(screen.getByTestId('scope-note').textContent).toContain('全部地区');
  });
});
