// Who may open which user-centre screen (docs/product.md#audience-and-roles). Items shown to one kind are
// hidden from the other.
import type { LoginType } from '../api/contract';
import type { EnterpriseChild } from '../config/routes';

export interface CentreItem {
  child: EnterpriseChild;
  kinds: readonly LoginType[];
  /** shown in the header's user dropdown */
  inMenu: boolean;
}

export const CENTRE_ITEMS: readonly CentreItem[] = [
  { child: 'enterpriseInfo', kinds: [2], inMenu: true },
  { child: 'personInfo', kinds: [1], inMenu: true },
  { child: 'personSelfPolicy', kinds: [1], inMenu: false },
  { child: 'editPersonInfo', kinds: [1], inMenu: false },
  { child: 'myApply', kinds: [1, 2], inMenu: true },
  { child: 'myEnjoyPolicy', kinds: [1, 2], inMenu: true },
  { child: 'myUrgeHandling', kinds: [2], inMenu: true },
  { child: 'myConsult', kinds: [2], inMenu: true },
  { child: 'consultDetail', kinds: [2], inMenu: false },
  { child: 'listConsultDetail', kinds: [2], inMenu: false },
  { child: 'enterpriseProject', kinds: [2], inMenu: true },
  { child: 'projectDetail', kinds: [2], inMenu: false },
  { child: 'addProject', kinds: [2], inMenu: false },
  { child: 'myMessage', kinds: [1, 2], inMenu: false },
];

export function allowedKinds(child: EnterpriseChild): readonly LoginType[] {
  return CENTRE_ITEMS.find((i) => i.child === child)?.kinds ?? [];
}

export function menuItemsFor(kind: LoginType): CentreItem[] {
  return CENTRE_ITEMS.filter((i) => i.inMenu && i.kinds.includes(kind));
}

/** The user-centre landing screen of each kind (/enterprise redirects here). */
export function centreHome(kind: LoginType | null): EnterpriseChild {
  return kind === 1 ? 'personInfo' : 'enterpriseInfo';
}
