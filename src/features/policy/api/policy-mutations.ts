// Free-application receive.
import { useMutation } from '@tanstack/react-query';
import { receiveFree } from './policy-api';

export function useFreeReceiveMutation(receiveId: string) {
  return useMutation({ mutationFn: () => receiveFree(receiveId) });
}
