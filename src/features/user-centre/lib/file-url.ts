import { trustedUrl } from '../../../shared/api/trusted-url';
import { appEnv } from '../../../shared/config/env';

/** An attachment's stored path on the consultation host, or null when it is not a safe address. */
export function consultFileUrl(imgPath: string): string | null {
  if (/^\/[A-Za-z0-9_\-./]+$/.test(imgPath) && !imgPath.includes('..'))
    return `${appEnv().hosts.consult}${imgPath}`;
  // a full address only on the portal's own or configured hosts, never another site
  return /^https?:\/\//.test(imgPath) ? trustedUrl(imgPath) : null;
}
