// Saves of the user centre; each refreshes what it changed through the query factory's keys.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markMessageRead, saveProject, savePersonInfo, submitUrge, updateBankAccount } from './centre-api';
import { centreKeys, centreQueries } from './centre-queries';

/** Opening a message marks it read; the list is fetched again so its unread count follows. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...centreQueries.all(), 'messages'] }),
  });
}

export function useUpdateBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankAccount,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: centreKeys.enterprise() }),
        queryClient.invalidateQueries({ queryKey: centreKeys.bankChanges() }),
      ]),
  });
}

export function useSavePersonInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersonInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreKeys.person() }),
  });
}

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreKeys.projects() }),
  });
}

export function useSubmitUrge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitUrge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreKeys.urges() }),
  });
}
