import { appEnv } from '../../../shared/config/env';

/** An attachment's stored path on the consultation host, or null when it is not a safe address. */
export function consultFileUrl(imgPath: string): string | null {
  if (/^\/[A-Za-z0-9_\-./]+$/.test(imgPath) && !imgPath.includes('..'))
    return `${appEnv().hosts.consult}${imgPath}`;
  if (/^https:\/\/[^\s"'<>]+$/.test(imgPath)) return imgPath;
  return null;
}
