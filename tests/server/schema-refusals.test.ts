// @vitest-environment node
// A body of the wrong shape is refused by the demo server in the words the portal's own schema gives: the server
// reads the body through the same schema (src/shared/api/schemas), so the two cannot tell it differently.
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/api/paths';
import { ParseError, parseWith } from '../../src/shared/api/schema';
import { readAccessLogBatch } from '../../src/shared/api/schemas/access-log';
import { applicationCorrectionSchema, applicationSubmissionSchema } from '../../src/shared/api/schemas/apply';
import { applyApiForFile } from './apply-helpers';

const on = applyApiForFile();

/** What the portal's schema says of `value`, read as a body. */
function portalSays(schema: Parameters<typeof parseWith>[0], value: unknown): string {
  try {
    parseWith(schema, value, 'body');
  } catch (error) {
    if (error instanceof ParseError) return error.message;
    throw error;
  }
  throw new Error('the schema accepted the body');
}

describe('malformed bodies, told as the portal’s schema tells them', () => {
  it('an application whose materials are not a list', async () => {
    const body = { policyId: 'p-0005', requestId: 'r-1', materials: 'photo.png' };
    const answer = await on.api.post(paths.applySubmit, body, on.person);
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe(portalSays(applicationSubmissionSchema, body));
    expect(answer.msg).toBe('Unexpected data at body.materials: expected a list');
  });

  it('an application whose material names a file by something other than text', async () => {
    const body = { policyId: 'p-0005', materials: [{ material: '身份证', fileIds: [{ id: 'f-1' }] }] };
    const answer = await on.api.post(paths.applySubmit, body, on.person);
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe(portalSays(applicationSubmissionSchema, body));
    expect(answer.msg).toContain('body.materials[0].fileIds[0]');
  });

  it('a correction whose note is not text', async () => {
    const body = { applyId: 'ap-1', note: { text: '已补正' } };
    const answer = await on.api.post(paths.applyResubmit, body, on.person);
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe(portalSays(applicationCorrectionSchema, body));
  });

  it('an access-log batch with a record the portal’s rule refuses', async () => {
    const good = {
      accessType: 1,
      userType: 3,
      sourceType: 1,
      policyId: null,
      orgCode: '350500',
      clientRecordId: 'schema-refusal-1',
    };
    const body = {
      systemAccessInfoList: [good, { ...good, clientRecordId: 'schema-refusal-2', orgCode: '35' }],
    };
    const answer = await on.api.post(paths.accessLog, body);
    const portal = readAccessLogBatch(body);
    expect(portal.ok).toBe(false);
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe(portal.ok ? '' : portal.problem);
    expect(answer.msg).toBe('第2条访问记录不正确：orgCode 应为6位区划代码');
  });
});
