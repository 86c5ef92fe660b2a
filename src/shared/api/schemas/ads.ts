// The ad carousels' answer. Ads whose image is not on the portal's own or configured hosts are dropped,
// never shown.
import * as v from 'valibot';
import { list, object, optional, text, withDefault } from '../schema';
import { trustedUrl } from '../trusted-url';

export const adCodeSchema = v.picklist(['ad_PC_policyDetail', 'ad_PC_homePage2']);
export type AdCode = v.InferOutput<typeof adCodeSchema>;

export const adSchema = object({ adContent: text, adLink: withDefault(text, ''), adTitle: optional(text) });
export type Ad = v.InferOutput<typeof adSchema>;

/** the ads that may be shown */
export const adsSchema = v.pipe(
  list(adSchema),
  v.transform((ads) => ads.filter((ad) => trustedUrl(ad.adContent) !== null)),
);

export const adListSchema = object({ adList: withDefault(adsSchema, []) });
export type AdList = v.InferOutput<typeof adListSchema>;
