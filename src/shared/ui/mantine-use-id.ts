// Mantine's useId, without its second render: Mantine keeps React's id for the first render and then sets a
// random one in a layout effect, so every input, checkbox and select re-renders synchronously inside the first
// commit of a screen (the largest part of the first screens' long tasks after the screen itself). The portal
// renders on the client only, so React's id is already unique and stable; the build points Mantine's own
// module here (scripts/vite-mantine-use-id.ts). A given id still wins, as in Mantine.
import { useId as useReactId } from 'react';

export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/[:«»]/g, '')}`;
}
