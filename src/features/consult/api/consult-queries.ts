import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Consultation } from '../../../shared/api/contract';
import { userKey } from '../../../shared/auth/account-scope';
import { userScope } from '../../../shared/offline/query-scope';
import { fetchCaptcha, fetchContact, sendSmsCode, submitConsultation, uploadImage } from './consult-api';

export const consultQueries = {
  all: () => ['consult'] as const,
  /** each load is a new one-time image: never cached, never persisted */
  captcha: (nonce: number) =>
    queryOptions({
      ...userScope,
      queryKey: [...consultQueries.all(), 'captcha', nonce] as const,
      queryFn: ({ signal }) => fetchCaptcha(signal),
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
    }),
  /** the logged-in user's name and phone, to fill the form in */
  contact: () =>
    queryOptions({
      ...userScope,
      queryKey: [...userKey('consult'), 'contact'] as const,
      queryFn: ({ signal }) => fetchContact(signal),
      staleTime: 5 * 60_000,
    }),
};

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode });
}

/** One mutation serves every tile: each call's own promise (mutateAsync) carries that file's outcome. */
export function useUploadImage() {
  return useMutation({
    mutationFn: (v: { file: File; signal: AbortSignal }) => uploadImage(v.file, v.signal),
  });
}

export function useSubmitConsultation() {
  return useMutation({
    mutationFn: (v: { authCode: string; body: Consultation }) => submitConsultation(v.authCode, v.body),
  });
}
