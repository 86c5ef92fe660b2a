// The assumed `explanation` of a matching-list record, read leniently: a backend that sends none, or a
// malformed one, leaves the plain result (the record itself is still shown).
import type { MatchExplanation, MatchListItem } from '../../../shared/api/contract';
import { policyListItemShape } from '../../../shared/api/contract-parsers';
import { arr, obj, oneOf, page, str, withDefault, type Parser } from '../../../shared/api/parse';
import type { ApplicantProfile } from '../../../shared/eligibility/conditions';
import { parseConditions, parseProfile } from '../../../shared/eligibility/parse-eligibility';

/** A profile the browser cannot read leaves the questionnaire-only explanation. */
const lenientProfile: Parser<ApplicantProfile | undefined> = (value, at) => {
  try {
    return parseProfile(value, at);
  } catch {
    return undefined;
  }
};

const parseExplanationStrict = obj({
  conditions: arr(
    obj({
      fieldCode: str,
      fieldName: str,
      status: oneOf('met', 'unmet', 'unanswered'),
      answerLabels: withDefault(arr(str), []),
      acceptedLabels: withDefault(arr(str), []),
    }),
  ),
  missingFields: withDefault(arr(str), []),
  materials: withDefault(arr(str), []),
  eligibility: withDefault(parseConditions, []),
  profile: lenientProfile,
});

const parseExplanation: Parser<MatchExplanation | undefined> = (value, at) => {
  if (value === undefined || value === null) return undefined;
  try {
    return parseExplanationStrict(value, at);
  } catch {
    return undefined;
  }
};

export const parseMatchListItem: Parser<MatchListItem> = obj({
  ...policyListItemShape,
  explanation: parseExplanation,
});

export const parseMatchPage = page(parseMatchListItem);
