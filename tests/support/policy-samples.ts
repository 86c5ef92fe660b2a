// A policy detail for tests that keep or check policies on the device, read through the detail's schema (a field
// with a default needs no change here); each test gives the fields it looks at.
import * as v from 'valibot';
import type { PolicyDetail } from '../../src/shared/api/contract';
import { policyDetailSchema } from '../../src/shared/api/schemas/policy';

export const samplePolicyDetail = (id: string, fields: Record<string, unknown> = {}): PolicyDetail =>
  v.parse(policyDetailSchema, {
    id,
    policyName: `政策${id}`,
    areaTypeStr: '市本级',
    remainingDays: 10,
    competentDepartmentPath: '市工信局',
    applyTimeState: 1,
    countyCode: '350501',
    content: '<p>正文</p>',
    conditions: ['条件一'],
    ...fields,
  });
