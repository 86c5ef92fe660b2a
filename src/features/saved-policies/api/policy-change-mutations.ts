// Seeing a saved policy's changes (apart from the save/remove mutations, which first screens load).
import { useMutation } from '@tanstack/react-query';
import { savedPolicyChanges } from '../../../shared/offline/saved-policy-changes';

/** The changes of a saved policy have been seen: it no longer says it changed (until it changes again). */
export function useAcknowledgeChanges() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (id: string) => savedPolicyChanges.acknowledge(id),
  });
}
