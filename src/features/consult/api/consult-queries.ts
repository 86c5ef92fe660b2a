import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Consultation } from '../../../shared/api/contract';
import { userScope } from '../../../shared/offline/query-scope';
import { fetchCaptcha, sendSmsCode, submitConsultation, uploadImage } from './consult-api';

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
};

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode });
}

export function useUploadImage() {
  return useMutation({ mutationFn: (file: File) => uploadImage(file) });
}

export function useSubmitConsultation() {
  return useMutation({
    mutationFn: (v: { authCode: string; body: Consultation }) => submitConsultation(v.authCode, v.body),
  });
}
