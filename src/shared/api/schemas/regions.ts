// Counties, streets and districts of the city's organisation tree.
import * as v from 'valibot';
import { list, object, text } from '../schema';

export const orgRegionSchema = object({ code: text, id: text, name: text });
export type OrgRegion = v.InferOutput<typeof orgRegionSchema>;
export const orgRegionsSchema = list(orgRegionSchema);
