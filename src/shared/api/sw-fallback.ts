/** Set by the service worker on a cached answer given because the network failed (sw/routes-api). */
export const SW_FALLBACK_HEADER = 'X-Portal-Fallback';
