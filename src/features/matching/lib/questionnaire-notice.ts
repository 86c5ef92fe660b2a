import { isApiError } from '../../../shared/api/api-error';
import { QUESTIONNAIRE_MARKER } from '../../../shared/api/error-markers';

/** A 600 whose message mentions 填报问卷 gets no global dialog; the panel shows its text. */
export function questionnaireNotice(error: unknown): string | null {
  return isApiError(error) && error.code === '600' && error.message.includes(QUESTIONNAIRE_MARKER)
    ? error.message
    : null;
}
