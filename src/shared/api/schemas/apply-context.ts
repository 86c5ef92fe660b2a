// assumed: who applies for a policy (the policy detail's apply panel reads it; the rest of applying is in
// ./apply.ts, which arrives with the apply screens).
import * as v from 'valibot';
import { profileSchema } from '../../eligibility/eligibility-schema';
import { object, text, withDefault } from '../schema';
import { applyRecordSchema } from './user-centre';

/** assumed: answer of apply/context/{policyId}: who applies, and whether they already did */
export const applyContextSchema = object({
  profile: profileSchema,
  existing: v.nullish(applyRecordSchema, null),
  /** a 免申即享 policy the account received already: when (its first receive) */
  received: v.nullish(object({ receiveTime: text }), null),
  prefill: object({
    applicantName: withDefault(text, ''),
    creditCode: withDefault(text, ''),
    contactName: withDefault(text, ''),
    contactPhone: withDefault(text, ''),
    countyCode: withDefault(text, ''),
    address: withDefault(text, ''),
  }),
});
export type ApplyContext = v.InferOutput<typeof applyContextSchema>;
