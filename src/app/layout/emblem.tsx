import { assetUrl } from '../../shared/config/env';

/** The portal emblem; decorative next to the title, which carries the name. */
export function Emblem({ size }: { size: number }) {
  return <img src={assetUrl('favicon.svg')} width={size} height={size} alt="" aria-hidden />;
}
