// Sends the application once: one request in flight, the draft's requestId so a repeat gets the first
// answer, and while offline the submit waits for the connection and the files still to upload.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDraft } from '../../../shared/offline/application-drafts';
import { applicationsKey, userKey } from '../../../shared/auth/account-scope';
import { submitApplication } from '../api/apply-api';

export function useSubmitApplication(
  draft: ApplicationDraft | null,
  online: boolean,
  allUploaded: boolean,
  onSent: () => Promise<void>,
) {
  const queryClient = useQueryClient();
  const [queued, setQueued] = useState(false);
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: submitApplication,
    onSuccess: async () => {
      await onSent();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKey() }),
        // marked stale, not refetched now: the open form shows its own success, the detail asks again
        queryClient.invalidateQueries({ queryKey: userKey('apply'), refetchType: 'none' }),
      ]);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const send = () => {
    if (!draft || inFlight.current || mutation.isSuccess) return;
    inFlight.current = true;
    setQueued(false);
    mutation.mutate({
      policyId: draft.policyId,
      requestId: draft.requestId,
      ...draft.values,
      materials: Object.entries(draft.files).map(([material, files]) => ({
        material,
        fileIds: files.flatMap((f) => (f.fileId ? [f.fileId] : [])),
      })),
    });
  };

  // a submit asked for offline (or before the last file was up) goes when both are ready
  useEffect(() => {
    if (queued && online && allUploaded) send();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queued, online, allUploaded]);

  const submit = () => {
    if (online && allUploaded) send();
    else setQueued(true);
  };

  return { submit, queued, mutation };
}
