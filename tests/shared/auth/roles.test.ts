import { describe, expect, it } from 'vitest';
import { allowedKinds, centreHome, CENTRE_ITEMS, menuItemsFor } from '../../../src/shared/auth/roles';
import { ENTERPRISE_CHILDREN } from '../../../src/shared/config/screens';

describe('who may open which user-centre screen', () => {
  it('lists every user-centre screen exactly once, each for at least one kind', () => {
    expect(CENTRE_ITEMS.map((i) => i.child).sort()).toEqual([...ENTERPRISE_CHILDREN].sort());
    for (const item of CENTRE_ITEMS) expect(item.kinds.length, item.child).toBeGreaterThan(0);
  });

  it('keeps enterprise screens from persons and person screens from enterprises', () => {
    for (const child of [
      'enterpriseInfo',
      'myUrgeHandling',
      'myConsult',
      'enterpriseProject',
      'addProject',
    ] as const)
      expect(allowedKinds(child), child).toEqual([2]);
    for (const child of ['personInfo', 'personSelfPolicy', 'editPersonInfo'] as const)
      expect(allowedKinds(child), child).toEqual([1]);
    for (const child of ['myApply', 'myEnjoyPolicy', 'myMessage'] as const)
      expect([...allowedKinds(child)].sort(), child).toEqual([1, 2]);
  });

  it('gives an unknown screen to nobody', () => {
    expect(allowedKinds('noSuchScreen' as never)).toEqual([]);
  });

  it('builds each kind its own user menu, in order, without detail screens', () => {
    expect(menuItemsFor(1).map((i) => i.child)).toEqual([
      'personInfo',
      'myApply',
      'myEnjoyPolicy',
      'myMaterials',
    ]);
    expect(menuItemsFor(2).map((i) => i.child)).toEqual([
      'enterpriseInfo',
      'myApply',
      'myEnjoyPolicy',
      'myUrgeHandling',
      'myConsult',
      'enterpriseProject',
      'myMaterials',
    ]);
  });

  it('lands a person on personInfo and an enterprise (or unknown kind) on enterpriseInfo', () => {
    expect(centreHome(1)).toBe('personInfo');
    expect(centreHome(2)).toBe('enterpriseInfo');
    expect(centreHome(null)).toBe('enterpriseInfo');
  });
});
