// Who may open which user-centre screen (docs/product.md#audience-and-roles). Items shown to one kind are
// hidden from the other.
import type { LoginType } from '../api/contract';
import { SCREENS, type EnterpriseChild, type ScreenEntry } from '../config/screens';
import type { MessageKey } from '../i18n/catalogue';

export interface CentreItem {
  child: EnterpriseChild;
  kinds: readonly LoginType[];
  label: MessageKey;
  /** shown in the header's user dropdown */
  inMenu: boolean;
  /** shown in the user centre's own side menu */
  inSideMenu: boolean;
}

/** The user-centre screens in the manifest's order, with the kinds that may open each. */
export const CENTRE_ITEMS: readonly CentreItem[] = (SCREENS as readonly ScreenEntry[])
  .filter((s) => s.centre)
  .map((s) => ({
    child: s.path.slice('/enterprise/'.length) as EnterpriseChild,
    label: s.label ?? 'user.centre',
    kinds: s.centre!.kinds,
    inMenu: s.centre!.userMenu,
    inSideMenu: s.centre!.sideMenu,
  }));

export function allowedKinds(child: EnterpriseChild): readonly LoginType[] {
  return CENTRE_ITEMS.find((i) => i.child === child)?.kinds ?? [];
}

export function centreLabel(child: EnterpriseChild): MessageKey {
  return CENTRE_ITEMS.find((i) => i.child === child)?.label ?? 'user.centre';
}

/** The user centre's side menu for an account kind, in the manifest's order. */
export function sideMenuFor(kind: LoginType): EnterpriseChild[] {
  return CENTRE_ITEMS.filter((i) => i.inSideMenu && i.kinds.includes(kind)).map((i) => i.child);
}

export function menuItemsFor(kind: LoginType): CentreItem[] {
  return CENTRE_ITEMS.filter((i) => i.inMenu && i.kinds.includes(kind));
}

/** The user-centre landing screen of each kind (/enterprise redirects here). */
export function centreHome(kind: LoginType | null): EnterpriseChild {
  return kind === 1 ? 'personInfo' : 'enterpriseInfo';
}
