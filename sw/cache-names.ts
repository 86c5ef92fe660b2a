// Runtime cache names: prefix + version, so an update can drop exactly the caches it no longer uses.
declare const __APP_VERSION__: string;

export const CACHE_PREFIX = 'qz-portal';

/** API answers may change shape between releases: they live and die with the app version. */
const APP_VERSION = (typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev').replace(/[^\w.-]/g, '');
/** Images do not depend on the release; bump this only when their caching rules change. */
const ASSET_VERSION = 'v1';

export const runtimeCaches = {
  apiFresh: `${CACHE_PREFIX}-api-swr-${APP_VERSION}`,
  apiPolicy: `${CACHE_PREFIX}-api-policy-${APP_VERSION}`,
  adImages: `${CACHE_PREFIX}-ad-images-${ASSET_VERSION}`,
  backgrounds: `${CACHE_PREFIX}-backgrounds-${ASSET_VERSION}`,
} as const;
